export interface QueryResult<T> {
  rows: T[];
  /** Rows returned by a SELECT, or changed by INSERT/UPDATE/DELETE; 0 for other statements. */
  rowCount: number;
}

/** What a module's code talks to, whether it holds the whole database or one transaction. */
export interface Queryable {
  /** One statement, PostgreSQL dialect, parameters as $1, $2, … (never string-built SQL). */
  query<T = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<QueryResult<T>>;
  /** A script of one or more statements without parameters, e.g. a migration file. */
  exec(sql: string): Promise<void>;
}

/**
 * The api's only door to storage. Two implementations share the same SQL: embedded PGlite
 * (default, no server) and node-postgres (when DATABASE_URL is set).
 *
 * Both return the same JavaScript values for the same SQL:
 *  - int8 / bigint / count(*) -> number (bigint only beyond Number.MAX_SAFE_INTEGER)
 *  - numeric -> string (exact decimal)
 *  - date -> 'YYYY-MM-DD' string (a calendar day has no time zone; a Date object would shift it)
 *  - timestamp without time zone -> string as stored; prefer timestamptz, which gives a Date
 *  - json / jsonb -> parsed value; pass JSON parameters as JSON.stringify(value) with $n::jsonb
 */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs fn inside BEGIN … COMMIT, rolling back if it throws. Use only `tx` inside fn: the
   * embedded database has one connection, so a call on the outer Database would wait forever.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls onPayload with the payload of every NOTIFY on `channel` (a lower-case identifier) by
   * any connection to the same database, this process's or another's. A notification sent inside
   * a transaction arrives once it commits. Resolves once listening; the returned function stops.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A LISTEN/NOTIFY channel name: a plain lower-case identifier (it is written into SQL). */
export const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function assertChannelName(channel: string): void {
  if (!CHANNEL_NAME.test(channel)) {
    throw new Error(`Invalid notification channel name: ${JSON.stringify(channel)}`);
  }
}
