import { ConfigError, loadConfig } from '../config';
import { createDatabase, databaseOptionsFromConfig, migrate } from '../db';

/** `pnpm migrate`: bring the configured database up to date, then exit (e.g. before a deploy). */
async function run(): Promise<void> {
  const config = loadConfig();
  const db = await createDatabase(databaseOptionsFromConfig(config));
  try {
    const { applied } = await migrate(db, { log: (message) => console.log(message) });
    console.log(
      applied.length === 0 ? 'Database is up to date.' : `Applied ${applied.length} migration(s).`,
    );
  } finally {
    await db.close();
  }
}

run().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exitCode = 1;
});
