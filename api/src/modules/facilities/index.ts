import type { HarmoModule } from '../types';
import type { FacilitiesConfig } from './config';
import { loadFacilitiesConfig } from './config';
import type { DemoOptions } from './demo/generate-demo-facilities';
import { seedDemoFacilitiesIfEmpty } from './demo/seed-demo-facilities';
import { FACILITIES_PREFIX, facilityRoutes } from './http/routes';
import type { Clock } from './opening-hours/japan-time';
import { systemClock } from './opening-hours/japan-time';
import { ReadIndexHolder } from './search/index-holder';

export { importFacilities } from './import/import-facilities';
export type { ImportSummary } from './import/import-facilities';
export { seedDemoFacilitiesIfEmpty } from './demo/seed-demo-facilities';
export { ReadIndexHolder } from './search/index-holder';
export { findFacility } from './store/read-facilities';
export type { StoredFacility } from './store/read-facilities';
export { isOpenAt } from './opening-hours/is-open';
export { scheduleMomentAt, toJapanDate } from './opening-hours/japan-time';
export { isJapaneseHoliday } from './opening-hours/japanese-holidays';
export { minutesFromTime } from './opening-hours/time-of-day';

export interface FacilitiesModuleOptions {
  /** Overrides of the settings read from the environment (tests use this). */
  config?: Partial<FacilitiesConfig>;
  env?: NodeJS.ProcessEnv;
  /** Where "now" comes from for open-now answers. */
  clock?: Clock;
  /** A holder made by the caller, e.g. one that waits for rebuilds (tests). */
  indexHolder?: ReadIndexHolder;
  /** Size and seed of the demo dataset. */
  demo?: DemoOptions;
}

/**
 * Facility search (emap): /ps/v1/facilities/map, /nearest, /search, /areas, /areas/:code,
 * the area listing and /:id. On the embedded database in development an empty facilities table
 * is filled with the labelled demo dataset after start; facility requests wait for it, other
 * areas of the api do not.
 */
export function createFacilitiesModule(options: FacilitiesModuleOptions = {}): HarmoModule {
  return async (app, { db, config }) => {
    const settings = { ...loadFacilitiesConfig(config, db, options.env), ...options.config };
    const holder =
      options.indexHolder ??
      new ReadIndexHolder(db, {
        checkIntervalMs: settings.refreshIntervalMs,
        onRebuilt: (event) => app.log.info(event, 'facility read index built'),
      });

    let seeding: Promise<unknown> | null = null;
    const stopSeeding = new AbortController();
    app.addHook('onReady', async () => {
      if (!settings.seedDemo) {
        // Build before the first request needs it; a failure here is retried by that request.
        void holder
          .current()
          .catch((err: unknown) => app.log.warn({ err }, 'facility index not built'));
        return;
      }
      // Seeding takes seconds: it must not hold up start-up (nor Fastify's ready timeout).
      seeding = seedDemoFacilitiesIfEmpty(db, { ...options.demo, signal: stopSeeding.signal })
        .then((result) => {
          if (result.seeded) app.log.info(result, 'demo facilities seeded');
          return holder.refresh();
        })
        .catch((err: unknown) => app.log.error({ err }, 'demo facilities could not be seeded'));
      holder.holdUntil(seeding);
    });
    app.addHook('onClose', async () => {
      // The database closes after the app: stop a running seed between two batches first. It
      // starts over on the next start.
      stopSeeding.abort();
      await seeding;
    });

    await app.register(facilityRoutes({ db, holder, clock: options.clock ?? systemClock }), {
      prefix: FACILITIES_PREFIX,
    });
  };
}

export const facilitiesModule: HarmoModule = createFacilitiesModule();
