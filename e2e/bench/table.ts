// Prints the performance table of docs/performance.md, measured on the production build (built
// beforehand) served by this run's stack, the map's tiles from a local stand-in (tile-server.ts);
// HARMO_E2E_PORT_OFFSET moves its ports like the e2e runs.
// Usage (from e2e/): ../api/node_modules/.bin/tsx bench/table.ts [--runs 3] [--moves 20]
//   [--json <file>] (also writes the figures as JSON)
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../playwright.config';
import globalSetup from '../support/global-setup';
import { PORT_OFFSET } from '../support/stack';
import { startTileServer } from './tile-server';
import {
  coldLoad,
  lighthouseRun,
  mapMoves,
  median,
  navigationToMap,
  prefetchOnIntent,
  type BenchPage,
  type ColdLoad,
  type LighthouseRun,
} from './measure';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
}

const RUNS = Number(option('runs', '3'));
const MOVES = Number(option('moves', '20'));
const JSON_OUT = option('json', '');
/** Lighthouse's debugging port: inside this run's port range like every other server. */
const DEBUG_PORT = 3090 + PORT_OFFSET;
/** The map tiles' stand-in (tile-server.ts), likewise. */
const TILE_PORT = 3091 + PORT_OFFSET;

/** The public routes and one signed-in route of each remote added after the first release. */
const PAGES: BenchPage[] = [
  { path: '/auth/sign-in', signedIn: false },
  { path: '/emap', signedIn: false },
  { path: '/guidance', signedIn: true },
  { path: '/mynapo/link-myna-data', signedIn: true },
  { path: '/projects', signedIn: true },
];

/** How long the pointer rests on the link before the click, in the navigation after intent. */
const INTENT_MS = 300;

const GOALS = {
  scriptKiB: 200,
  scriptRequests: 18,
  lighthouse: 95,
  navigationMs: 300,
  mapMoveMs: 150,
};

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const log = (line: string) => process.stderr.write(`${line}\n`);

// Before the stack starts: the app servers put the tile URL in the configuration they serve.
const tiles = await startTileServer(TILE_PORT);
process.env.HARMO_MAP_TILE_URL = tiles.url;
const teardown = await globalSetup();
const browser = await chromium.launch(CHROMIUM_LAUNCH);
const cold = new Map<string, ColdLoad>();
const lighthouse = new Map<string, LighthouseRun[]>();
try {
  for (const page of PAGES) {
    log(`cold load of ${page.path}…`);
    cold.set(page.path, await coldLoad(browser, page));
  }
  for (const page of PAGES) {
    const runs: LighthouseRun[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      log(`lighthouse ${page.path} (${i + 1}/${RUNS})…`);
      runs.push(await lighthouseRun(page, DEBUG_PORT));
    }
    lighthouse.set(page.path, runs);
  }
  const navigations = [];
  for (let i = 0; i < RUNS; i += 1) {
    log(`navigation /auth/sign-in → /emap (${i + 1}/${RUNS})…`);
    navigations.push(await navigationToMap(browser));
  }
  const intentNavigations = [];
  for (let i = 0; i < RUNS; i += 1) {
    log(`navigation /auth/sign-in → /emap, pointer on the link first (${i + 1}/${RUNS})…`);
    intentNavigations.push(await navigationToMap(browser, { pointerFirstMs: INTENT_MS }));
  }
  log(`map moves (${MOVES})…`);
  const moves = await mapMoves(browser, MOVES);
  log('prefetch on intent…');
  const prefetch = await prefetchOnIntent(browser);

  const signIn = cold.get('/auth/sign-in')!;
  const lighthouseOf = (path: string) => {
    const runs = lighthouse.get(path)!;
    const score = median(runs.map((r) => r.score));
    return {
      score,
      text:
        `${score} (runs ${runs.map((r) => r.score).join(', ')}; ` +
        `LCP ${seconds(median(runs.map((r) => r.lcpMs)))} s, ` +
        `TBT ${median(runs.map((r) => r.tbtMs)).toFixed(0)} ms)`,
    };
  };
  const navigationMs = median(navigations.map((n) => n.ms));
  const rows: [string, string, string, boolean][] = [
    [
      'JavaScript, cold load of /auth/sign-in (gzip, over the wire)',
      `${kib(signIn.scriptBytes)} KiB in ${signIn.scriptRequests} script requests (${signIn.allRequests} requests in all)`,
      `≤ ${GOALS.scriptKiB} KiB, ≤ ${GOALS.scriptRequests} script requests`,
      signIn.scriptBytes <= GOALS.scriptKiB * 1024 && signIn.scriptRequests <= GOALS.scriptRequests,
    ],
    ...PAGES.map((page): [string, string, string, boolean] => {
      const { score, text } = lighthouseOf(page.path);
      return [
        `Lighthouse mobile performance, ${page.path}${page.signedIn ? ' (signed in)' : ''}`,
        text,
        `≥ ${GOALS.lighthouse}`,
        score >= GOALS.lighthouse,
      ];
    }),
    [
      `client-side navigation /auth/sign-in → /emap until the map is drawn, 4× CPU`,
      `${navigationMs.toFixed(0)} ms median (runs ${navigations.map((n) => n.ms.toFixed(0)).join(', ')}; ${navigations[0]!.markMs === null ? 'to the first marker painted' : `to harmo:emap:map-drawn; first marker painted ${median(navigations.map((n) => n.firstMarkerMs)).toFixed(0)} ms`}; ${navigations[0]!.via === 'link' ? 'a click on the link' : 'no link: the history API'})`,
      `≤ ${GOALS.navigationMs} ms`,
      navigationMs <= GOALS.navigationMs,
    ],
    [
      `the same navigation, the pointer on the link ${INTENT_MS} ms before the click (prefetch on intent), 4× CPU`,
      `${median(intentNavigations.map((n) => n.ms)).toFixed(0)} ms median (runs ${intentNavigations.map((n) => n.ms.toFixed(0)).join(', ')}; timed from the click)`,
      `≤ ${GOALS.navigationMs} ms`,
      median(intentNavigations.map((n) => n.ms)) <= GOALS.navigationMs,
    ],
    [
      'map moved → new markers drawn, 4× CPU',
      `${moves.p50.toFixed(0)} ms p50, ${moves.p95.toFixed(0)} ms p95 over ${moves.moves} moves (${moves.signal})`,
      `≤ ${GOALS.mapMoveMs} ms p50`,
      moves.p50 <= GOALS.mapMoveMs,
    ],
    ['prefetch on intent (100 ms)', prefetch, 'built', prefetch.startsWith('built')],
  ];

  const width = Math.max(...rows.map((r) => r[0].length));
  const nowWidth = Math.max(...rows.map((r) => r[1].length));
  console.log(
    `\nharmo web performance (production build, Chromium ${browser.version()}, 360×740)\n`,
  );
  console.log(`${'figure'.padEnd(width)} | ${'now'.padEnd(nowWidth)} | goal`);
  console.log(`${'-'.repeat(width)}-|-${'-'.repeat(nowWidth)}-|-----`);
  for (const [figure, now, goal, met] of rows) {
    console.log(
      `${figure.padEnd(width)} | ${now.padEnd(nowWidth)} | ${goal} ${met ? '(met)' : '(NOT met)'}`,
    );
  }
  console.log(
    '\nJavaScript of a cold load, per route (gzip KiB / requests; everything: KiB / requests):',
  );
  for (const page of PAGES) {
    const load = cold.get(page.path)!;
    console.log(
      `  ${page.path.padEnd(24)} ${kib(load.scriptBytes).padStart(7)} KiB / ${String(load.scriptRequests).padStart(3)}` +
        `   (${kib(load.allBytes)} KiB / ${load.allRequests})`,
    );
  }
  const indexes = [...lighthouse.values()].flat().map((run) => run.benchmarkIndex);
  console.log(
    `\nThis machine: Lighthouse's benchmark index ${median(indexes).toFixed(0)} (median of its ` +
      `${indexes.length} runs, ${Math.min(...indexes).toFixed(0)}–${Math.max(...indexes).toFixed(0)}; ` +
      `unthrottled). At 4× CPU the figures are those of a device of about a quarter of it; ` +
      `DevTools' CPU calibration puts a mid-tier phone at 1000 and a low-tier one at 264.`,
  );
  const served = await tiles.served();
  console.log(
    `\nMap tiles: a local stand-in (bench/tile-server.ts), ${served.tiles} served, ` +
      `${(served.bytes / Math.max(1, served.tiles) / 1024).toFixed(1)} KiB each on average`,
  );
  console.log('\nLargest scripts of a cold /auth/sign-in:');
  for (const script of signIn.scripts.slice(0, 10)) {
    console.log(`  ${kib(script.bytes).padStart(7)} KiB  ${script.url}`);
  }
  if (JSON_OUT) {
    fs.writeFileSync(
      JSON_OUT,
      `${JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          cold: Object.fromEntries(cold),
          lighthouse: Object.fromEntries(lighthouse),
          navigations,
          intentNavigations,
          moves,
          prefetch,
        },
        null,
        2,
      )}\n`,
    );
  }
} finally {
  await browser.close();
  await teardown();
  await tiles.close();
}
