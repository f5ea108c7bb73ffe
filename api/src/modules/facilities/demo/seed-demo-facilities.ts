import type { Database } from '../../../db';
import type { FacilityRecord } from '../domain/facility';
import { bumpDataVersion } from '../store/data-version';
import { upsertFacilities } from '../store/write-facilities';
import { yieldToEventLoop } from '../yield-to-event-loop';
import type { DemoOptions } from './generate-demo-facilities';
import { DEMO_COUNTS, DEMO_SOURCE, generateDemoFacilities } from './generate-demo-facilities';

export interface SeedResult {
  seeded: boolean;
  count: number;
  milliseconds: number;
}

const BATCH_SIZE = 5_000;

/**
 * Fills the facilities table with the demo dataset when it holds no other data. Writes in
 * batches (other queries of the embedded database's single connection get their turn between
 * them) and bumps the data version only at the end, so read indexes never show half a dataset.
 * Stopped part-way (signal, crash), it writes the whole set again on the next start: upserts of
 * the same deterministic rows. Two instances seeding at once write the same rows.
 */
export async function seedDemoFacilitiesIfEmpty(
  db: Database,
  options: DemoOptions & { signal?: AbortSignal } = {},
): Promise<SeedResult> {
  const started = performance.now();
  const expected = Object.values(options.counts ?? DEMO_COUNTS).reduce((a, b) => a + b, 0);
  const { rows } = await db.query<{ demo: number; other: number }>(
    `SELECT count(*) FILTER (WHERE source = $1) AS demo, count(*) FILTER (WHERE source <> $1) AS other
     FROM facilities`,
    [DEMO_SOURCE],
  );
  const present = rows[0] ?? { demo: 0, other: 0 };
  if (Number(present.other) > 0 || Number(present.demo) >= expected) {
    return { seeded: false, count: 0, milliseconds: Math.round(performance.now() - started) };
  }
  let written = 0;
  let batch: FacilityRecord[] = [];
  const flush = async () => {
    await upsertFacilities(db, batch);
    written += batch.length;
    batch = [];
    await yieldToEventLoop();
  };
  for (const facility of generateDemoFacilities(options)) {
    if (options.signal?.aborted) break;
    batch.push(facility);
    if (batch.length === BATCH_SIZE) await flush();
  }
  if (options.signal?.aborted) {
    return { seeded: false, count: written, milliseconds: Math.round(performance.now() - started) };
  }
  await flush();
  await bumpDataVersion(db);
  return { seeded: true, count: written, milliseconds: Math.round(performance.now() - started) };
}
