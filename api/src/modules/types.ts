import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Database } from '../db';

export interface ModuleOptions {
  db: Database;
  config: Config;
}

/**
 * One product area (identity, facilities, …): a Fastify plugin registered in its own
 * encapsulated context, so its hooks and decorators stay inside it. Every route declares zod
 * schemas for params/querystring/body; those schemas validate requests and write the OpenAPI
 * document.
 */
export type HarmoModule = FastifyPluginAsyncZod<ModuleOptions>;
