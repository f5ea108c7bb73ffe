// Browser benchmark: time from a map move (drag released) to the new markers drawn, on /emap over the demo
// dataset. Starts this run's stack like the end-to-end tests do (HARMO_E2E_PORT_OFFSET applies).
// Usage (from e2e/): ../api/node_modules/.bin/tsx bench/map-move.ts [moves]
import { chromium } from '@playwright/test';
import globalSetup from '../support/global-setup';
import { HOST_URL } from '../support/stack';
import { CHROMIUM_LAUNCH } from '../playwright.config';

const MOVES = Number(process.argv[2] ?? 30);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const teardown = await globalSetup();
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
  // Tokyo at a city zoom: clusters and points both appear.
  await page.goto(`${HOST_URL}/emap`);
  await page.locator('.leaflet-marker-icon').first().waitFor({ timeout: 120_000 });
  const map = page.locator('.leaflet-container');
  const box = (await map.boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  if (process.env.BENCH_SCREENSHOT) await page.screenshot({ path: process.env.BENCH_SCREENSHOT });

  const timings: number[] = [];
  const markerCounts: number[] = [];
  for (let i = 0; i < MOVES; i += 1) {
    // Always towards new ground (west, zig-zagging), so no answer can come from the cache.
    const dx = 140;
    const dy = i % 2 === 0 ? -60 : 60;
    const response = page.waitForResponse((r) => r.url().includes('/ps/v1/facilities/map'));
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    await page.mouse.move(centre.x + dx, centre.y + dy, { steps: 5 });
    const started = Date.now();
    await page.mouse.up();
    await response;
    // Drawn: the answer has been rendered and two frames painted since.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        ),
    );
    timings.push(Date.now() - started);
    markerCounts.push(await page.locator('.leaflet-marker-icon').count());
  }
  timings.sort((a, b) => a - b);
  console.log(
    `map move → markers drawn (${MOVES} moves, 360×740, includes the 300 ms settle delay):`,
  );
  console.log(
    `  p50 ${percentile(timings, 50)} ms, p95 ${percentile(timings, 95)} ms, max ${timings.at(-1)} ms`,
  );
  console.log(
    `  marker elements after each move: min ${Math.min(...markerCounts)}, max ${Math.max(...markerCounts)}`,
  );
} finally {
  await browser.close();
  await teardown();
}
