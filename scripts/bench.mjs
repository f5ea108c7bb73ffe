// Production build benchmark: total build time of every app, then a cold load of
// /auth/sign-in in Chromium: JavaScript bytes transferred (gzip, as served) and request count.
// Then the api throughput table (api/bench/throughput.ts).
// Usage: node scripts/bench.mjs [--skip-build] [--duration <s>] [--connections <n>]
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppServer } from '../shared/build/serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'e2e/package.json'));
const { chromium } = require('@playwright/test');
const { APPS } = require(path.join(root, 'shared/build/apps.cjs'));

if (!process.argv.includes('--skip-build')) {
  const started = performance.now();
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-all.mjs')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.log(
    `total build time (all ${APPS.length} apps): ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

const servers = [];
for (const app of APPS) {
  servers.push(
    await startAppServer({
      distDir: path.join(root, app.dir, 'dist'),
      port: app.port,
      host: 'localhost',
    }),
  );
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

async function coldLoad(pathname) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map();
  cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
    requests.set(requestId, { url: response.url, type, mime: response.mimeType, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = requests.get(requestId);
    if (entry) entry.bytes = encodedDataLength;
  });
  const started = performance.now();
  await page.goto(`http://localhost:3000${pathname}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading').first().waitFor();
  const elapsed = performance.now() - started;
  await context.close();
  const all = [...requests.values()];
  const scripts = all.filter((r) => r.type === 'Script' || /javascript/.test(r.mime));
  return { elapsed, all, scripts };
}

const runs = [];
for (let i = 0; i < 3; i += 1) runs.push(await coldLoad('/auth/sign-in'));
const last = runs.at(-1);
const kb = (bytes) => (bytes / 1024).toFixed(1);
console.log(`cold load of /auth/sign-in (phone size, cache disabled, 3 runs):`);
console.log(`  requests: ${last.all.length} (${last.scripts.length} JavaScript)`);
console.log(
  `  JavaScript transferred (gzip): ${kb(last.scripts.reduce((s, r) => s + r.bytes, 0))} KiB`,
);
console.log(`  everything transferred: ${kb(last.all.reduce((s, r) => s + r.bytes, 0))} KiB`);
console.log(`  time to sign-in heading: ${runs.map((r) => r.elapsed.toFixed(0)).join(' / ')} ms`);
for (const r of last.scripts.sort((a, b) => b.bytes - a.bytes).slice(0, 6)) {
  console.log(`    ${kb(r.bytes).padStart(7)} KiB  ${r.url}`);
}

await browser.close();
await Promise.all(servers.map((s) => s.close()));

// The api under load: req/s and p99 of /health, a signed-in /me and a map query beside a bare
// Fastify server, measured in the same run (api/bench/throughput.ts).
const apiBench = spawnSync(
  path.join(root, 'api/node_modules/.bin/tsx'),
  ['bench/throughput.ts', ...process.argv.slice(2).filter((arg) => arg !== '--skip-build')],
  { cwd: path.join(root, 'api'), stdio: 'inherit' },
);
if (apiBench.status !== 0) process.exit(apiBench.status ?? 1);
