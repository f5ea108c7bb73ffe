// The browser measurements behind `npm run bench` (the performance table of docs/performance.md),
// each on the production build served by this run's stack, in Debian's Chromium at phone size.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../playwright.config';
import { DEMO_USERS, signInThroughApi, storeSession, type ApiSession } from '../support/identity';
import { HOST_URL, portOf } from '../support/stack';

const require = createRequire(import.meta.url);

export const PHONE = { width: 360, height: 740 };
/** A mid-range phone runs JavaScript about four times slower than this machine. */
export const CPU_SLOWDOWN = 4;
/** How long no new script must arrive before a load counts as finished. */
const SCRIPTS_QUIET_MS = 2000;
/** A map move whose markers have not come after this long is counted at this figure. */
const MOVE_LIMIT_MS = 10_000;
/** What the map draws a facility or a cluster with. */
const MARKER =
  '.leaflet-container .leaflet-marker-icon, .leaflet-container path.leaflet-interactive';

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export interface BenchPage {
  /** The path opened, as the table names it. */
  path: string;
  /** Signed in as the demo user first (a guarded route). */
  signedIn: boolean;
}

/** One session for the whole run: the identity stand-in need not be asked every time. */
let demoSession: ApiSession | undefined;
async function session(): Promise<ApiSession> {
  demoSession ??= await signInThroughApi(DEMO_USERS.demo);
  return demoSession;
}

/** A fresh page at phone size, signed in when the route needs it, left on a blank page. */
async function preparedPage(browser: Browser, target: BenchPage): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, locale: 'ja-JP' });
  const page = await context.newPage();
  if (target.signedIn) {
    await storeSession(page, await session());
    await page.goto('about:blank');
  }
  return page;
}

export interface ColdLoad {
  scriptBytes: number;
  scriptRequests: number;
  allBytes: number;
  allRequests: number;
  scripts: { url: string; bytes: number }[];
}

/**
 * A first visit with an empty cache: what crosses the wire until the page has settled (network
 * idle and the route's first heading shown). Bytes as served (compressed), headers included.
 */
export async function coldLoad(browser: Browser, target: BenchPage): Promise<ColdLoad> {
  const page = await preparedPage(browser, target);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const responses = new Map<string, { url: string; script: boolean; bytes: number }>();
  let lastScriptAt = Date.now();
  cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
    const script = type === 'Script' || /javascript/.test(response.mimeType);
    if (script) lastScriptAt = Date.now();
    responses.set(requestId, { url: response.url, script, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = responses.get(requestId);
    if (entry) entry.bytes = encodedDataLength;
  });
  await page.goto(`${HOST_URL}${target.path}`, { waitUntil: 'load' });
  await page.getByRole('heading').first().waitFor({ timeout: 60_000 });
  // The map keeps asking for tiles: the load is over once no script has come for 2 s.
  while (Date.now() - lastScriptAt < SCRIPTS_QUIET_MS) await page.waitForTimeout(250);
  await page.context().close();
  const all = [...responses.values()].filter((r) => r.url.startsWith('http'));
  const scripts = all.filter((r) => r.script);
  return {
    scriptBytes: scripts.reduce((sum, r) => sum + r.bytes, 0),
    scriptRequests: scripts.length,
    allBytes: all.reduce((sum, r) => sum + r.bytes, 0),
    allRequests: all.length,
    scripts: scripts.map(({ url, bytes }) => ({ url, bytes })).sort((a, b) => b.bytes - a.bytes),
  };
}

export interface LighthouseRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  /**
   * How fast this machine ran Lighthouse's own CPU benchmark before the run, unthrottled (its
   * `environment.benchmarkIndex`): the same build's figures at 4× CPU compare only between runs
   * on machines, or hours, of a like index.
   */
  benchmarkIndex: number;
}

async function runLighthouseCli(url: string, debugPort: number): Promise<LighthouseRun> {
  const cli = require.resolve('lighthouse/cli/index.js', {
    paths: [path.resolve(path.dirname(require.resolve('../package.json')), '..')],
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harmo-lighthouse-'));
  const out = path.join(dir, 'report.json');
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          cli,
          url,
          `--port=${debugPort}`,
          '--hostname=127.0.0.1',
          '--only-categories=performance',
          '--output=json',
          `--output-path=${out}`,
          // The browser holds the session of a guarded route; its cache was emptied before.
          '--disable-storage-reset',
          '--quiet',
        ],
        { stdio: ['ignore', 'ignore', 'inherit'] },
      );
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`lighthouse exited with ${code}`)),
      );
    });
    const report = JSON.parse(fs.readFileSync(out, 'utf8')) as {
      categories: { performance: { score: number | null } };
      audits: Record<string, { numericValue?: number }>;
      environment?: { benchmarkIndex?: number };
      runtimeError?: { message: string };
    };
    if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`);
    // Kept on request, to read where the time went (Lighthouse's viewer opens the JSON).
    const keepIn = process.env.HARMO_BENCH_REPORTS;
    if (keepIn) {
      fs.mkdirSync(keepIn, { recursive: true });
      const name = new URL(url).pathname.replace(/\W+/g, '_');
      fs.copyFileSync(out, path.join(keepIn, `lighthouse${name}-${Date.now()}.json`));
    }
    return {
      score: Math.round((report.categories.performance.score ?? 0) * 100),
      lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: report.audits['total-blocking-time']?.numericValue ?? NaN,
      benchmarkIndex: report.environment?.benchmarkIndex ?? NaN,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Lighthouse runs tried for one figure before the bench gives up. */
const LIGHTHOUSE_ATTEMPTS = 3;

/**
 * One Lighthouse run with its default mobile preset (simulated slow 4G, 4× CPU), on a fresh
 * Chromium profile this process drives, so that a guarded route is opened signed in. Lighthouse
 * now and then fails to record a trace (NO_NAVSTART: "Please run Lighthouse again"); such a run
 * is tried again, on a fresh profile, a couple of times before the bench stops.
 */
export async function lighthouseRun(target: BenchPage, debugPort: number): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseAttempt(target, debugPort);
    } catch (error) {
      if (attempt >= LIGHTHOUSE_ATTEMPTS) throw error;
      process.stderr.write(`lighthouse ${target.path} failed (${String(error)}), run again\n`);
    }
  }
}

async function lighthouseAttempt(target: BenchPage, debugPort: number): Promise<LighthouseRun> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'harmo-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...CHROMIUM_LAUNCH,
    args: [...CHROMIUM_LAUNCH.args, `--remote-debugging-port=${debugPort}`],
    viewport: PHONE,
    locale: 'ja-JP',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    if (target.signedIn) await storeSession(page, await session());
    await page.goto('about:blank');
    // Signing in opened the app once: a cold load must not find its files cached.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    return await runLighthouseCli(`${HOST_URL}${target.path}`, debugPort);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/** Whether `name` was marked on the page (the remotes mark what the bench reads). */
async function hasMark(page: Page, name: string): Promise<boolean> {
  return page.evaluate((mark) => performance.getEntriesByName(mark, 'mark').length > 0, name);
}

export interface Navigation {
  /** The figure: to the map's own mark when it sets one, else to the first marker painted. */
  ms: number;
  /** To the frame that first shows a marker on the map. */
  firstMarkerMs: number;
  /** To the `harmo:emap:map-drawn` mark, when the map sets it. */
  markMs: number | null;
  /** How the navigation was started: a click on the page's link, else the history API. */
  via: 'link' | 'history';
}

/**
 * A client-side navigation from /auth/sign-in to /emap (a click on the link to the map, or the
 * history API as the router's links use it), with the CPU slowed 4×, until the map with its
 * markers is drawn: the `harmo:emap:map-drawn` mark when the map sets it, else the first frame
 * with a marker on the map (both are given, so that builds with and without the mark compare).
 */
export async function navigationToMap(
  browser: Browser,
  { pointerFirstMs = 0 }: { pointerFirstMs?: number } = {},
): Promise<Navigation> {
  const page = await preparedPage(browser, { path: '/auth/sign-in', signedIn: false });
  try {
    await page.goto(`${HOST_URL}/auth/sign-in`, { waitUntil: 'networkidle' });
    await page.getByRole('heading').first().waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (pointerFirstMs > 0) {
      // As a pointer or a finger reaches the link before the click lands: what was asked for on
      // that intent meanwhile is the prefetch's doing, and only the click is timed.
      await page.locator('a[href="/emap"]').first().hover();
      await page.waitForTimeout(pointerFirstMs);
    }
    const result = await page.evaluate(async (selector) => {
      // No named functions in here: the page cannot run the name helpers tsx adds.
      const link = document.querySelector<HTMLAnchorElement>('a[href="/emap"]');
      const started = performance.now();
      if (link) link.click();
      else {
        window.history.pushState({}, '', '/emap');
        window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
      }
      let firstMarker = NaN;
      while (performance.now() - started < 60_000) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        if (Number.isNaN(firstMarker) && document.querySelector(selector)) {
          firstMarker = performance.now();
        }
        const mark = performance.getEntriesByName('harmo:emap:map-drawn', 'mark')[0];
        // A build without the mark: give it 3 s after the first marker, then go without.
        if (!Number.isNaN(firstMarker) && (mark || performance.now() - firstMarker > 3000)) {
          return {
            via: link ? ('link' as const) : ('history' as const),
            firstMarkerMs: firstMarker - started,
            markMs: mark ? mark.startTime - started : null,
          };
        }
      }
      return null;
    }, MARKER);
    if (!result) throw new Error('the map drew no marker within 60 s of the navigation');
    return { ...result, ms: result.markMs ?? result.firstMarkerMs };
  } finally {
    await page.context().close();
  }
}

export interface MapMoves {
  p50: number;
  p95: number;
  moves: number;
  signal: 'harmo:emap:moveend → harmo:emap:markers-drawn' | 'drag released → answer drawn';
}

/**
 * Drags the map towards new ground `moves` times with the CPU slowed 4× and times each move's
 * end to its markers drawn: from the map's own marks when it sets them, else from the release
 * of the drag to the facility answer rendered and painted.
 */
export async function mapMoves(browser: Browser, moves: number): Promise<MapMoves> {
  const page = await preparedPage(browser, { path: '/emap', signedIn: false });
  try {
    await page.goto(`${HOST_URL}/emap`);
    await page.locator(MARKER).first().waitFor({ timeout: 120_000 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const box = (await page.locator('.leaflet-container').boundingBox())!;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const marked = await hasMark(page, 'harmo:emap:map-drawn');
    const timings: number[] = [];
    for (let i = 0; i < moves; i += 1) {
      await page.evaluate(() => {
        performance.clearMarks('harmo:emap:moveend');
        performance.clearMarks('harmo:emap:markers-drawn');
      });
      const answer = page.waitForResponse((r) => r.url().includes('/facilities/map'), {
        timeout: 30_000,
      });
      await page.mouse.move(centre.x, centre.y);
      await page.mouse.down();
      // West in a zig-zag: always new ground, so no answer can come from a cache.
      await page.mouse.move(centre.x + 140, centre.y + (i % 2 === 0 ? -60 : 60), { steps: 5 });
      const released = Date.now();
      await page.mouse.up();
      if (marked) {
        const ms = await page.evaluate(async (limit) => {
          // No named functions in here: the page cannot run the name helpers tsx adds.
          const since = performance.now();
          for (;;) {
            const end = performance.getEntriesByName('harmo:emap:moveend', 'mark').at(-1);
            const drawn = performance.getEntriesByName('harmo:emap:markers-drawn', 'mark');
            const after = end && drawn.find((m) => m.startTime >= end.startTime);
            if (end && after) return after.startTime - end.startTime;
            // A move whose markers never come counts as the limit, not as a fast one.
            if (performance.now() - since > limit) return limit;
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
        }, MOVE_LIMIT_MS);
        timings.push(ms);
        await answer.catch(() => undefined);
      } else {
        await answer;
        await page.evaluate(
          () =>
            new Promise<void>((resolve) =>
              requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
            ),
        );
        timings.push(Date.now() - released);
      }
    }
    return {
      p50: percentile(timings, 50),
      p95: percentile(timings, 95),
      moves,
      signal: marked
        ? 'harmo:emap:moveend → harmo:emap:markers-drawn'
        : 'drag released → answer drawn',
    };
  } finally {
    await page.context().close();
  }
}

/** The public pages searched, in order, for a link to /emap to rest the pointer on. */
const PREFETCH_FROM = ['/auth/sign-in', '/menu'];

/**
 * Prefetch on intent, checked by what it does: on the first page of PREFETCH_FROM with a link to
 * /emap, the pointer rests on it for 400 ms without a click; built when remote-emap's files were
 * asked for meanwhile.
 */
export async function prefetchOnIntent(browser: Browser): Promise<string> {
  const emapOrigin = `http://localhost:${portOf('remote-emap')}`;
  for (const from of PREFETCH_FROM) {
    const page = await preparedPage(browser, { path: from, signedIn: false });
    try {
      await page.goto(`${HOST_URL}${from}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading').first().waitFor();
      const link = page.locator('a[href="/emap"]').first();
      if ((await link.count()) === 0) continue;
      let asked = false;
      page.on('request', (request) => {
        if (request.url().startsWith(emapOrigin)) asked = true;
      });
      await link.hover();
      await page.waitForTimeout(400);
      return `${asked ? 'built' : 'not built'} (pointer on the link to /emap on ${from})`;
    } finally {
      await page.context().close();
    }
  }
  return `not measured: no link to /emap on ${PREFETCH_FROM.join(' or ')}`;
}
