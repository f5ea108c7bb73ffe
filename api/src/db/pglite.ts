import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Results, Transaction } from '@electric-sql/pglite';
import { lockDataDir } from './dirLock';
import { TYPE_PARSERS } from './typeParsers';
import { assertChannelName } from './types';
import type { Database, Queryable, QueryResult } from './types';

function toResult<T>(result: Results<T>): QueryResult<T> {
  return { rows: result.rows, rowCount: result.rowCount ?? result.affectedRows ?? 0 };
}

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return toResult(await target.query<T>(sql, [...params]));
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

export interface PgliteOptions {
  /** Folder that holds the database files; omitted means in memory, gone on close. */
  dataDir?: string;
  /**
   * PGlite starts with fsync off (fast, but a power loss can lose or corrupt recent writes).
   * Durable: fsync and synchronous commit on, for an embedded database that holds real data.
   */
  durable?: boolean;
}

/** PGlite's own start parameters without "-F" (fsync off), plus explicit durable settings. */
function durableStartParams(): string[] {
  return [
    ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
    '-c',
    'fsync=on',
    '-c',
    'synchronous_commit=on',
    '-c',
    'full_page_writes=on',
  ];
}

/** Embedded PostgreSQL (WebAssembly) in this process: no server to install or run. */
export async function createPgliteDatabase(options: PgliteOptions = {}): Promise<Database> {
  const release = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  let pg: PGlite;
  try {
    pg = new PGlite({
      dataDir: options.dataDir ? path.join(options.dataDir, 'pglite') : undefined,
      parsers: TYPE_PARSERS,
      ...(options.durable ? { startParams: durableStartParams() } : {}),
    });
    await pg.waitReady;
  } catch (err) {
    release();
    throw err;
  }
  const root = wrap(pg);
  return {
    kind: 'pglite',
    query: root.query,
    exec: root.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    // PGlite has its own listen API: one connection, so a NOTIFY reaches this process only.
    async listen(channel, onPayload) {
      assertChannelName(channel);
      const stop = await pg.listen(channel, onPayload);
      return async () => {
        if (!pg.closed) await stop();
      };
    },
    async close() {
      if (pg.closed) return;
      try {
        await pg.close();
      } finally {
        release();
      }
    },
  };
}
