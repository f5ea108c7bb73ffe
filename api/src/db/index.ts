import type { Config } from '../config';
import { createPgliteDatabase } from './pglite';
import { createPostgresDatabase } from './postgres';
import type { Database } from './types';

export type { Database, Queryable, QueryResult } from './types';
export { migrate } from './migrate';
export type { MigrateOptions, MigrateResult } from './migrate';

export type DatabaseOptions =
  | { memory: true }
  | { dataDir: string; durable?: boolean }
  | { url: string; schema?: string; onIdleError?: (err: Error) => void };

export function createDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) return createPostgresDatabase(options);
  if ('dataDir' in options) {
    return createPgliteDatabase({ dataDir: options.dataDir, durable: options.durable ?? false });
  }
  return createPgliteDatabase();
}

/** A real server when DATABASE_URL is set; otherwise the embedded database in the data folder. */
export function databaseOptionsFromConfig(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'embeddedInProduction'>>,
): DatabaseOptions {
  if (config.databaseUrl) return { url: config.databaseUrl };
  return { dataDir: config.dataDir, durable: config.embeddedInProduction ?? false };
}
