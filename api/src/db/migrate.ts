import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Database, Queryable } from './types';

/**
 * The api's migrations folder: two levels up from src/db when run from the sources, one level
 * up from dist when run from the built bundle (dist/main.mjs).
 */
export const MIGRATIONS_DIR =
  [
    path.resolve(__dirname, '..', '..', 'migrations'),
    path.resolve(__dirname, '..', 'migrations'),
  ].find((dir) => existsSync(dir)) ?? path.resolve(__dirname, '..', '..', 'migrations');

const FILE_NAME = /^(\d{3,})_([a-z0-9_]+)\.sql$/;

export interface MigrationFile {
  version: number;
  /** File name, e.g. 001_app_meta.sql; recorded as-is in schema_migrations. */
  name: string;
  sql: string;
  checksum: string;
}

export interface MigrateOptions {
  dir?: string;
  log?: (message: string) => void;
}

export interface MigrateResult {
  /** File names applied by this run, in order. */
  applied: string[];
}

export class MigrationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

function checksum(sql: string): string {
  // Line endings are normalised so that a checkout with CRLF does not look like an edited file.
  return createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');
}

export async function loadMigrations(dir: string = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const names = (await fs.readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const byVersion = new Map<number, string>();
  const files: MigrationFile[] = [];
  for (const name of names) {
    const match = FILE_NAME.exec(name);
    if (!match) {
      throw new MigrationError(
        `Migration file ${name} is not named NNN_lower_snake_name.sql (e.g. 004_prescriptions.sql)`,
      );
    }
    const version = Number(match[1]);
    const clash = byVersion.get(version);
    if (clash) {
      throw new MigrationError(
        `Migrations ${clash} and ${name} share version ${version}; give one the next free number`,
      );
    }
    byVersion.set(version, name);
    const sql = await fs.readFile(path.join(dir, name), 'utf8');
    files.push({ version, name, sql, checksum: checksum(sql) });
  }
  return files.sort((a, b) => a.version - b.version);
}

/**
 * Every step takes the same transaction-scoped advisory lock first, so api instances starting
 * together (or `pnpm migrate` during a deploy) apply each file exactly once: the second runner
 * waits, then sees the file recorded and skips it. The key is scoped to the current schema so
 * that test runs in separate schemas of one server do not wait on each other.
 */
const LOCK_NAMESPACE = 0x68726d6f; // "hrmo": keeps clear of other users of single-key advisory locks

async function lock(tx: Queryable): Promise<void> {
  await tx.query(
    `SELECT pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext('schema_migrations.' || current_schema()))`,
  );
}

export async function migrate(db: Database, options: MigrateOptions = {}): Promise<MigrateResult> {
  const files = await loadMigrations(options.dir);
  const log = options.log ?? (() => {});

  const known = await db.transaction(async (tx) => {
    await lock(tx);
    await tx.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version    integer PRIMARY KEY,
        name       text NOT NULL,
        checksum   text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    const { rows } = await tx.query<{ version: number; name: string }>(
      'SELECT version, name FROM schema_migrations ORDER BY version',
    );
    return rows;
  });
  const local = new Set(files.map((f) => f.version));
  for (const row of known) {
    if (!local.has(row.version)) {
      log(`Database has migration ${row.name}, which this code does not know (older checkout?)`);
    }
  }

  const applied: string[] = [];
  for (const file of files) {
    const didApply = await db.transaction(async (tx) => {
      await lock(tx);
      const { rows } = await tx.query<{ name: string; checksum: string }>(
        'SELECT name, checksum FROM schema_migrations WHERE version = $1',
        [file.version],
      );
      const recorded = rows[0];
      if (recorded) {
        // An applied migration is history: changing it would leave databases that ran the old
        // text silently different from new ones.
        if (recorded.checksum !== file.checksum) {
          throw new MigrationError(
            `Migration ${file.name} changed after it was applied (as ${recorded.name}). ` +
              'Add a new migration instead; on a throwaway local database, delete the data folder.',
          );
        }
        return false;
      }
      try {
        await tx.exec(file.sql);
      } catch (err) {
        throw new MigrationError(`Migration ${file.name} failed: ${(err as Error).message}`, {
          cause: err,
        });
      }
      await tx.query(
        'INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)',
        [file.version, file.name, file.checksum],
      );
      return true;
    });
    if (didApply) {
      applied.push(file.name);
      log(`Applied migration ${file.name}`);
    }
  }
  return { applied };
}
