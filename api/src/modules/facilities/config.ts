import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db';

/** Settings of facility search, from the optional FACILITIES_* environment variables. */
export interface FacilitiesConfig {
  /**
   * Fill an empty facilities table with the labelled demo dataset on start.
   * Default: with the development helpers, on the embedded database, outside tests.
   */
  seedDemo: boolean;
  /** How often each instance checks for imported data (FACILITIES_REFRESH_MS). */
  refreshIntervalMs: number;
}

const FacilitiesEnv = z.object({
  FACILITIES_DEMO: z.enum(['on', 'off', 'auto'], { error: 'must be on, off or auto' }).optional(),
  FACILITIES_REFRESH_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
});

export function loadFacilitiesConfig(
  config: Pick<Config, 'env'> & Partial<Pick<Config, 'devHelpers'>>,
  db: Pick<Database, 'kind'>,
  env: NodeJS.ProcessEnv = process.env,
): FacilitiesConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = FacilitiesEnv.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid facilities configuration:\n  - ${problems.join('\n  - ')}`);
  }
  const demo = parsed.data.FACILITIES_DEMO ?? 'auto';
  return {
    seedDemo:
      demo === 'on' ||
      (demo === 'auto' &&
        config.devHelpers === true &&
        db.kind === 'pglite' &&
        config.env === 'development'),
    refreshIntervalMs: parsed.data.FACILITIES_REFRESH_MS ?? 2_000,
  };
}
