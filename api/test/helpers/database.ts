import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase } from '../../src/db';
import type { Database } from '../../src/db';

/** Set by scripts/with-postgres.sh (pnpm test:pg): the suite then runs on a real server. */
export const postgresUrl = process.env.DATABASE_URL || undefined;
export const backend = postgresUrl ? 'postgres' : 'pglite';

export interface TestStore {
  /** A new connection to the same stored data, as after an api restart. */
  open(): Promise<Database>;
  /** Deletes the stored data. */
  destroy(): Promise<void>;
}

async function withAdmin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Durable storage private to one test: its own schema on the DATABASE_URL server (so parallel
 * runs never meet), or else an embedded database in a temporary folder.
 */
export async function createTestStore(): Promise<TestStore> {
  if (postgresUrl) {
    const url = postgresUrl;
    const schema = `harmo_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await withAdmin(url, `CREATE SCHEMA ${schema}`);
    return {
      open: () => createDatabase({ url, schema }),
      destroy: () => withAdmin(url, `DROP SCHEMA IF EXISTS ${schema} CASCADE`),
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harmo-api-test-'));
  return {
    open: () => createDatabase({ dataDir: dir }),
    destroy: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

export interface TestDatabase {
  db: Database;
  cleanup(): Promise<void>;
}

/** A database for tests that need no restart: in memory, or a fresh schema on the server. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!postgresUrl) {
    const db = await createDatabase({ memory: true });
    return { db, cleanup: () => db.close() };
  }
  const store = await createTestStore();
  const db = await store.open();
  return {
    db,
    async cleanup() {
      await db.close();
      await store.destroy();
    },
  };
}
