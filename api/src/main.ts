import { buildApp } from './app';
import type { HarmoApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase, databaseOptionsFromConfig, migrate } from './db';
import type { Database } from './db';
import { createLogger } from './logger';

const FORCED_EXIT_AFTER_MS = 10_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config);

  let db: Database | undefined;
  let app: HarmoApp | undefined;
  try {
    db = await createDatabase({
      ...databaseOptionsFromConfig(config),
      onIdleError: (err) => logger.warn({ err }, 'idle database connection failed'),
    });
    logger.info(
      { database: db.kind, location: db.kind === 'pglite' ? config.dataDir : 'DATABASE_URL' },
      'database open',
    );
    if (config.embeddedInProduction) {
      logger.warn(
        { dataDir: config.dataDir },
        'production mode on the embedded database (HARMO_ALLOW_EMBEDDED_DATABASE=on): one process, ' +
          'fsync on, no replica; back the data folder up yourself',
      );
    }
    await migrate(db, { log: (message) => logger.info(message) });

    app = await buildApp({ config, db, logger });
    await app.listen({ port: config.port, host: config.host });
    logger.info(
      { url: config.publicUrl, openapi: `${config.publicUrl}/openapi.json` },
      'harmo api ready',
    );

    const openApp = app;
    const openDb = db;
    let stopping = false;
    const shutdown = (signal: NodeJS.Signals) => {
      if (stopping) {
        logger.warn({ signal }, 'second signal: exiting now');
        process.exit(1);
      }
      stopping = true;
      logger.info({ signal }, 'shutting down');
      setTimeout(() => {
        logger.error('shutdown took too long: exiting');
        process.exit(1);
      }, FORCED_EXIT_AFTER_MS).unref();
      // Stop taking requests first, then close the database they were using.
      openApp
        .close()
        .then(() => openDb.close())
        .then(
          () => {
            logger.info('stopped');
            process.exitCode = 0;
          },
          (err: unknown) => {
            logger.error({ err }, 'error while shutting down');
            process.exitCode = 1;
          },
        );
    };
    process.on('SIGINT', shutdown);
    process.on('SIGTERM', shutdown);
  } catch (err) {
    logger.fatal({ err }, 'startup failed');
    // The app is ready before it listens, and its start-up work (the demo data's seeding) runs
    // from then on: stop that work before closing the database it writes to.
    await app?.close().catch(() => {});
    await db?.close().catch(() => {});
    process.exitCode = 1;
  }
}

void main();
