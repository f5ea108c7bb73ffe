import type { HarmoApp } from '../../../src/app';
import type { Database } from '../../../src/db';
import { migrate } from '../../../src/db';
import type { Clock } from '../../../src/modules/facilities/opening-hours/japan-time';
import { createFacilitiesModule, ReadIndexHolder } from '../../../src/modules/facilities';
import { buildTestApp } from '../../helpers/app';
import { createTestDatabase } from '../../helpers/database';
import type { TestDatabase } from '../../helpers/database';

export interface FacilitiesTestApp {
  app: HarmoApp;
  db: Database;
  holder: ReadIndexHolder;
  /** Moves the clock the open-now answers read. */
  setNow(at: string): void;
  close(): Promise<void>;
}

/** 10:00 on Tuesday 24 November 2026 in Japan. */
export const TUESDAY_10AM_JST = '2026-11-24T01:00:00Z';

/**
 * The api with only the facilities module, on a migrated test database. The index holder checks
 * the data version on every request and waits for rebuilds, so a test sees its own imports.
 */
export async function startFacilitiesApp(
  options: { db?: TestDatabase; now?: string } = {},
): Promise<FacilitiesTestApp> {
  const testDb = options.db ?? (await createTestDatabase());
  await migrate(testDb.db);
  let now = new Date(options.now ?? TUESDAY_10AM_JST);
  const clock: Clock = () => now;
  const holder = new ReadIndexHolder(testDb.db, { checkIntervalMs: 0, waitForRebuild: true });
  const app = await buildTestApp({
    db: testDb.db,
    modules: [createFacilitiesModule({ clock, indexHolder: holder, config: { seedDemo: false } })],
  });
  return {
    app,
    db: testDb.db,
    holder,
    setNow: (at) => {
      now = new Date(at);
    },
    close: async () => {
      await app.close();
      if (!options.db) await testDb.cleanup();
    },
  };
}

export async function getJson<T = Record<string, unknown>>(
  app: HarmoApp,
  url: string,
): Promise<{ status: number; body: T }> {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as T };
}
