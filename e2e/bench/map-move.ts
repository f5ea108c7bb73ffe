// Browser benchmark: time from the end of a map move (drag released, no inertia) to the new
// markers drawn, on /emap over the demo dataset, on a phone-sized page at 4× CPU throttling.
// Starts this run's stack like the end-to-end tests do (HARMO_E2E_PORT_OFFSET applies).
//
// Two readings per move:
// - marks: from the map's own performance marks, `harmo:emap:moveend` to the
//   `harmo:emap:markers-drawn` of the same move (remote-emap/README.md);
// - dom: from the release of the drag to the frame after the last change of the marker pane,
//   measured from outside the app (works on any version of the map, marks or not).
// Usage (from e2e/): ../api/node_modules/.bin/tsx bench/map-move.ts [moves] [cpu-slowdown]
import { chromium } from '@playwright/test';
import globalSetup from '../support/global-setup';
import { API_URL, HOST_URL } from '../support/stack';
import { CHROMIUM_LAUNCH } from '../playwright.config';

const MOVES = Number(process.argv[2] ?? 30);
const CPU_SLOWDOWN = Number(process.argv[3] ?? 4);
/** After this long without a change of the marker pane, a move's markers are taken as drawn. */
const QUIET_MS = 1500;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function summary(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`;
}

/** The demo facilities are imported after the api starts; wait until they are searchable. */
async function waitForFacilities(): Promise<void> {
  const deadline = Date.now() + 280_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${API_URL}/ps/v1/facilities/areas`);
      if (response.ok && ((await response.json()) as { total: number }).total > 0) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the facility search did not become ready');
}

const teardown = await globalSetup();
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  await waitForFacilities();
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  // Tiles come from the internet; refused at once, as in the end-to-end tests.
  await page.route('https://cyberjapandata.gsi.go.jp/**', (route) => route.abort());
  await page.addInitScript(() => {
    const w = window as unknown as { __benchLastMarkerChange: number; __benchRelease: number };
    w.__benchLastMarkerChange = 0;
    w.__benchRelease = 0;
    window.addEventListener('mouseup', () => (w.__benchRelease = performance.now()), true);
    new MutationObserver(() => {
      const pane = document.querySelector('.leaflet-marker-pane');
      if (pane && !pane.hasAttribute('data-bench-observed')) {
        pane.setAttribute('data-bench-observed', '');
        new MutationObserver(() => {
          // The frame that shows the change: the next animation frame, then its paint.
          requestAnimationFrame(() =>
            setTimeout(() => (w.__benchLastMarkerChange = performance.now()), 0),
          );
        }).observe(pane, { childList: true, subtree: true, attributes: true });
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  // Tokyo at a city zoom: clusters and points both appear.
  await page.goto(`${HOST_URL}/emap`);
  await page.locator('.leaflet-marker-icon').first().waitFor({ timeout: 120_000 });
  await page.waitForTimeout(QUIET_MS);
  const map = page.locator('.leaflet-container');
  const box = (await map.boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  if (process.env.BENCH_SCREENSHOT) await page.screenshot({ path: process.env.BENCH_SCREENSHOT });

  const sent: number[] = [];
  const answered: number[] = [];
  const listAnswered: number[] = [];
  const fromMarks: number[] = [];
  const fromDom: number[] = [];
  const markerCounts: number[] = [];
  for (let i = 0; i < MOVES; i += 1) {
    // Always towards new ground (west, zig-zagging), so no answer can come from the cache.
    const dx = 140;
    const dy = i % 2 === 0 ? -60 : 60;
    await page.evaluate(() => performance.clearMarks());
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    await page.mouse.move(centre.x + dx, centre.y + dy, { steps: 5 });
    // Held still before release: a drag released while moving glides on (inertia), which is
    // not counted in this figure.
    await page.waitForTimeout(150);
    await page.mouse.up();
    // Until the marker pane has been quiet for a while.
    await page.waitForFunction(
      (quiet) => {
        const w = window as unknown as { __benchLastMarkerChange: number; __benchRelease: number };
        const last = Math.max(w.__benchLastMarkerChange, w.__benchRelease);
        return performance.now() - last > quiet;
      },
      QUIET_MS,
      { polling: 100, timeout: 30_000 },
    );
    const reading = await page.evaluate(() => {
      const w = window as unknown as { __benchLastMarkerChange: number; __benchRelease: number };
      const ends = performance.getEntriesByName('harmo:emap:moveend') as PerformanceMark[];
      const drawn = performance.getEntriesByName('harmo:emap:markers-drawn') as PerformanceMark[];
      const end = ends.at(-1);
      const move = (end?.detail as { move?: number } | null)?.move;
      const drawnForEnd = drawn.find(
        (mark) => (mark.detail as { move?: number } | null)?.move === move,
      );
      // The last map call of the move: when it was sent and answered, after the end of the move.
      const call = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.name.includes('/facilities/map?'))
        .at(-1);
      // The list's call, asked at the same time: its answer competes with the markers'.
      const listCall = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.name.includes('/facilities/nearest?'))
        .at(-1);
      performance.clearResourceTimings();
      return {
        sent: end && call ? call.startTime - end.startTime : null,
        answered: end && call ? call.responseEnd - end.startTime : null,
        listAnswered: end && listCall ? listCall.responseEnd - end.startTime : null,
        marks: end && drawnForEnd ? drawnForEnd.startTime - end.startTime : null,
        dom:
          w.__benchLastMarkerChange > w.__benchRelease
            ? w.__benchLastMarkerChange - w.__benchRelease
            : null,
      };
    });
    if (reading.marks !== null) fromMarks.push(reading.marks);
    if (reading.sent !== null) sent.push(reading.sent);
    if (reading.answered !== null) answered.push(reading.answered);
    if (reading.listAnswered !== null) listAnswered.push(reading.listAnswered);
    if (reading.dom !== null) fromDom.push(reading.dom);
    markerCounts.push(await page.locator('.leaflet-marker-icon').count());
  }
  console.log(
    `map move → markers drawn (${MOVES} moves, 360×740, CPU ${CPU_SLOWDOWN}× slower, no inertia):`,
  );
  console.log(
    fromMarks.length > 0
      ? `  marks (moveend → markers-drawn, ${fromMarks.length} moves): ${summary(fromMarks)}`
      : '  marks: none (this build emits no harmo:emap marks)',
  );
  if (sent.length > 0) {
    console.log(`    of which: map call sent after moveend: ${summary(sent)}`);
    console.log(`              map call answered after moveend: ${summary(answered)}`);
    if (listAnswered.length > 0) {
      console.log(`              list call answered after moveend: ${summary(listAnswered)}`);
    }
  }
  console.log(
    fromDom.length > 0
      ? `  dom (release → last marker change painted, ${fromDom.length} moves): ${summary(fromDom)}`
      : '  dom: no marker change seen',
  );
  console.log(
    `  marker elements after each move: min ${Math.min(...markerCounts)}, max ${Math.max(...markerCounts)}`,
  );
} finally {
  await browser.close();
  await teardown();
}
