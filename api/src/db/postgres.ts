import pg from 'pg';
import type { PoolClient } from 'pg';
import { PostgresListener } from './postgres-listener';
import { TYPE_PARSERS } from './typeParsers';
import type { Database, Queryable } from './types';

export interface PostgresOptions {
  url: string;
  /**
   * Schema to work in (it must exist). Tests use one per run so that parallel runs against the
   * same server never see each other's tables.
   */
  schema?: string;
  /** Receives errors of idle connections, which would otherwise crash the process. */
  onIdleError?: (err: Error) => void;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    TYPE_PARSERS[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function wrap(client: pg.Pool | PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(sql, [...params]);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
    },
    async exec(sql: string) {
      // Without parameters node-postgres uses the simple protocol, which accepts several statements.
      await client.query(sql);
    },
  };
}

/** A PostgreSQL server through a node-postgres pool. */
export async function createPostgresDatabase(options: PostgresOptions): Promise<Database> {
  // Security: the schema name goes into a connection option, not a bound parameter, so only plain
  // identifiers are accepted.
  if (options.schema !== undefined && !SCHEMA_NAME.test(options.schema)) {
    throw new Error(`Invalid schema name: ${JSON.stringify(options.schema)}`);
  }
  const connection = {
    connectionString: options.url,
    connectionTimeoutMillis: 5_000,
    options: options.schema ? `-c search_path=${options.schema}` : undefined,
    types,
  };
  const pool = new pg.Pool({ ...connection, max: 10, idleTimeoutMillis: 30_000 });
  pool.on('error', (err) => options.onIdleError?.(err));

  try {
    // Fail at startup, not on the first request, when the server is unreachable.
    await pool.query('SELECT 1');
  } catch (err) {
    await pool.end();
    throw err;
  }

  const root = wrap(pool);
  const listener = new PostgresListener(connection, (err) => options.onIdleError?.(err));
  let closed = false;
  return {
    kind: 'postgres',
    query: root.query,
    exec: root.exec,
    async transaction(fn) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        try {
          await client.query('ROLLBACK');
        } catch (rollbackError) {
          // A connection that cannot roll back must not go back to the pool.
          broken = rollbackError as Error;
        }
        throw err;
      } finally {
        client.release(broken);
      }
    },
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    async close() {
      if (closed) return;
      closed = true;
      await listener.close();
      await pool.end();
    },
  };
}
