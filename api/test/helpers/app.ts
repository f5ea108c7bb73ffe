import type { Logger } from 'pino';
import { buildApp } from '../../src/app';
import type { HarmoApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db';
import type { HarmoModule } from '../../src/modules';

/** The api tests run with the development helpers (demo users, the outbox) unless told. */
export function testConfig(env: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({ NODE_ENV: 'test', HARMO_DEV_HELPERS: 'on', ...env });
}

export async function buildTestApp(options: {
  db: Database;
  modules?: readonly HarmoModule[];
  logger?: Logger;
  config?: Config;
}): Promise<HarmoApp> {
  const app = await buildApp({
    config: options.config ?? testConfig(),
    db: options.db,
    logger: options.logger ?? false,
    modules: options.modules ?? [],
  });
  await app.ready();
  return app;
}
