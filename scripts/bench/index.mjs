// `npm run bench`: the performance table of docs/performance.md on the production build.
// 1. builds every app (unless --skip-build) and prints the total build time;
// 2. the size budget's figures, read from the build (scripts/bench/size-budget.mjs);
// 3. the browser table: cold loads, Lighthouse (median of --runs, 3 by default), the navigation
//    to the map, map moves (--moves, 20 by default) and prefetch on intent (e2e/bench/table.ts;
//    HARMO_E2E_PORT_OFFSET moves its ports; --json <file> also writes the figures);
// 4. the api under load (api/bench/throughput.ts: --duration, --connections), unless --skip-api.
// Not part of `npm test`: it takes about a quarter of an hour and its figures depend on the machine.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const { APPS } = require(path.join(root, 'shared/build/apps.cjs'));
const tsx = path.join(root, 'api/node_modules/.bin/tsx');
const args = process.argv.slice(2);

/** The values of the named options among this command's arguments, to hand to one step. */
function optionsFor(names) {
  const picked = [];
  for (let i = 0; i < args.length; i += 1) {
    if (names.includes(args[i]) && args[i + 1] !== undefined) picked.push(args[i], args[i + 1]);
  }
  return picked;
}

function run(command, commandArgs, cwd = root) {
  const result = spawnSync(command, commandArgs, { cwd, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!args.includes('--skip-build')) {
  const started = performance.now();
  run(process.execPath, [path.join(root, 'scripts/build-all.mjs')]);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`total build time (all ${APPS.length} apps): ${seconds} s`);
}

console.log('\n== size budget (read from the build)');
// Over budget is reported here without stopping the bench: `npm test` is where it fails.
spawnSync(process.execPath, [path.join(root, 'scripts/bench/size-budget.mjs')], {
  stdio: 'inherit',
});

console.log('\n== the table, in Chromium');
run(
  tsx,
  ['bench/table.ts', ...optionsFor(['--runs', '--moves', '--json'])],
  path.join(root, 'e2e'),
);

if (!args.includes('--skip-api')) {
  console.log('\n== the api under load');
  run(
    tsx,
    ['bench/throughput.ts', ...optionsFor(['--duration', '--connections'])],
    path.join(root, 'api'),
  );
}
