/**
 * Facility search benchmark: seeds the full demo dataset (180,000 facilities) into a fresh
 * in-memory embedded database, builds the read index and measures in-process latency through
 * Fastify's inject() (routing, validation and serialisation included) for map bounds at several
 * zooms, nearest and text search. Fails (exit code 1) when a bounds query's p95 reaches 20 ms.
 *
 *   pnpm --filter @harmo/api run bench:facilities [-- --iterations 300]
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase, migrate } from '../src/db';
import { createFacilitiesModule, ReadIndexHolder } from '../src/modules/facilities';
import { DEMO_CITIES } from '../src/modules/facilities/demo/cities';
import { seedDemoFacilitiesIfEmpty } from '../src/modules/facilities/demo/seed-demo-facilities';
import { SeededRandom } from '../src/modules/facilities/demo/prng';

const BOUNDS_P95_BUDGET_MS = 20;
/** A desktop browser's map: the biggest common viewport. */
const VIEW_WIDTH_PX = 1440;
const VIEW_HEIGHT_PX = 900;

interface Stats {
  name: string;
  p50: number;
  p95: number;
  max: number;
  items: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function viewAround(lat: number, lng: number, zoom: number): string {
  const degreesPerPixel = 360 / (256 * 2 ** zoom);
  const halfWidth = (VIEW_WIDTH_PX / 2) * degreesPerPixel;
  // Close enough for a benchmark: mercator stretches latitude by about 1/cos(lat).
  const halfHeight = (VIEW_HEIGHT_PX / 2) * degreesPerPixel * Math.cos((lat * Math.PI) / 180);
  const f = (value: number) => value.toFixed(5);
  return `west=${f(lng - halfWidth)}&south=${f(lat - halfHeight)}&east=${f(lng + halfWidth)}&north=${f(lat + halfHeight)}&zoom=${zoom}`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: { iterations: { type: 'string', default: '300' } },
  });
  const iterations = Math.max(10, Math.min(2_000, Number(values.iterations) || 300));
  const random = new SeededRandom(42);

  const db = await createDatabase({ memory: true });
  await migrate(db);
  const seed = await seedDemoFacilitiesIfEmpty(db);
  console.log(`seeded ${seed.count} demo facilities in ${(seed.milliseconds / 1000).toFixed(1)} s`);

  let built = { size: 0, milliseconds: 0 };
  const holder = new ReadIndexHolder(db, { onRebuilt: (event) => (built = event) });
  await holder.refresh();
  console.log(
    `built the read index of ${built.size} facilities in ${(built.milliseconds / 1000).toFixed(2)} s`,
  );

  // A fixed clock (a Tuesday, 10:00 in Japan) makes open-now answers the same on every run.
  let now = new Date('2026-11-24T01:00:00Z');
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test' }),
    db,
    logger: false,
    modules: [
      createFacilitiesModule({
        indexHolder: holder,
        clock: () => now,
        config: { seedDemo: false },
      }),
    ],
  });
  await app.ready();

  async function measure(name: string, nextUrl: () => string): Promise<Stats> {
    for (let i = 0; i < 20; i += 1) await app.inject({ method: 'GET', url: nextUrl() }); // warm-up
    const times: number[] = [];
    let items = 0;
    for (let i = 0; i < iterations; i += 1) {
      const url = nextUrl();
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url });
      times.push(performance.now() - started);
      if (response.statusCode !== 200)
        throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
      const body = response.json() as {
        clusters?: unknown[];
        points?: unknown[];
        facilities?: unknown[];
      };
      items +=
        (body.clusters?.length ?? 0) + (body.points?.length ?? 0) + (body.facilities?.length ?? 0);
    }
    times.sort((a, b) => a - b);
    return {
      name,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      max: times[times.length - 1] ?? NaN,
      items: Math.round(items / iterations),
    };
  }

  const aroundACity = () => {
    const city = random.pick(DEMO_CITIES);
    return {
      lat: city.lat + (random.next() - 0.5) * 0.1,
      lng: city.lng + (random.next() - 0.5) * 0.1,
    };
  };

  const results: Stats[] = [];
  const boundsNames: string[] = [];
  for (const zoom of [5, 8, 11, 14, 17]) {
    for (const [label, filters] of [
      ['', ''],
      [' openNow', '&openNow=true'],
      [' pharmacy', '&type=pharmacy'],
    ] as const) {
      const name = `map z${zoom}${label}`;
      boundsNames.push(name);
      results.push(
        await measure(name, () => {
          const at = aroundACity();
          return `/ps/v1/facilities/map?${viewAround(at.lat, at.lng, zoom)}${filters}`;
        }),
      );
    }
  }
  // Open-now answers are cached per minute; this row pays for a new minute on every request.
  boundsNames.push('map z8 openNow new minute');
  results.push(
    await measure('map z8 openNow new minute', () => {
      now = new Date(now.getTime() + 60_000);
      const at = aroundACity();
      return `/ps/v1/facilities/map?${viewAround(at.lat, at.lng, 8)}&openNow=true`;
    }),
  );
  now = new Date('2026-11-24T01:00:00Z');
  results.push(
    await measure('nearest 20', () => {
      const at = aroundACity();
      return `/ps/v1/facilities/nearest?lat=${at.lat}&lng=${at.lng}&limit=20`;
    }),
  );
  results.push(
    await measure('nearest 20 openNow pharmacy', () => {
      const at = aroundACity();
      return `/ps/v1/facilities/nearest?lat=${at.lat}&lng=${at.lng}&limit=20&openNow=true&type=pharmacy`;
    }),
  );
  const queries = [
    'さくら',
    'やっきょく しんじゅく',
    'ｸﾘﾆｯｸ',
    '内科',
    '札幌',
    'ひまわり 中央',
    'こうせい',
  ];
  results.push(
    await measure(
      'text search',
      () => `/ps/v1/facilities/search?q=${encodeURIComponent(random.pick(queries))}&limit=20`,
    ),
  );
  results.push(await measure('areas', () => '/ps/v1/facilities/areas'));

  const load = os.loadavg()[0]?.toFixed(1);
  console.log(`\n${iterations} requests each, in-process (fastify inject), milliseconds`);
  console.log(`(machine: ${os.cpus().length} cores, load average ${load} while measuring)`);
  console.log('query                          p50      p95      max   items');
  for (const r of results) {
    const cells = [r.p50, r.p95, r.max].map((value) => value.toFixed(2).padStart(7));
    console.log(`${r.name.padEnd(28)} ${cells.join('  ')}  ${String(r.items).padStart(6)}`);
  }
  const memory = process.memoryUsage();
  console.log(
    `\nheap used ${(memory.heapUsed / 1e6).toFixed(0)} MB, rss ${(memory.rss / 1e6).toFixed(0)} MB`,
  );

  const slow = results.filter((r) => boundsNames.includes(r.name) && r.p95 >= BOUNDS_P95_BUDGET_MS);
  await app.close();
  await db.close();
  if (slow.length > 0) {
    console.error(
      `\nFAIL: bounds p95 at or over ${BOUNDS_P95_BUDGET_MS} ms: ${slow.map((r) => r.name).join(', ')}`,
    );
    process.exitCode = 1;
  } else {
    console.log(`\nOK: every bounds query p95 < ${BOUNDS_P95_BUDGET_MS} ms`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
