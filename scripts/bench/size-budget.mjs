// The size budget of the production build (docs/performance.md), run by `npm test` after the
// build: the gzip JavaScript of a cold /auth/sign-in and each remote's entry chunk, read from the
// built files (no browser, the same figure for the same build). Exits 1 when over budget.
// Usage: node scripts/bench/size-budget.mjs [--json]
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { coldLoadFiles } from './cold-load-model.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { APPS } = require(path.join(root, 'shared/build/apps.cjs'));

const KIB = 1024;

/**
 * The budgets. The goal for a cold /auth/sign-in is 200 KiB; until the build gets there the
 * budget holds the figure reached so far, so that it can only go down (lower it with each
 * improvement, never raise it without a reason written in docs/performance.md).
 */
export const BUDGETS = {
  signIn: {
    path: '/auth/sign-in',
    remote: 'remote-auth',
    imports: ['./screens/SignInRouteScreen'],
    goalKiB: 200,
    maxKiB: 200,
    goalFiles: 18,
    maxFiles: 12,
  },
  /** Each remote's remoteEntry.js, gzip (9.0–9.4 KiB once it runs on the host's runtime). */
  remoteEntryKiB: 12,
};

/** gzip at the level the app server compresses with (zlib's default). */
export const gzipSize = (buffer) => gzipSync(buffer).length;

function readJson(file) {
  if (!fs.existsSync(file)) {
    throw new Error(
      `${path.relative(root, file)} is missing: run node scripts/build-all.mjs first`,
    );
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

const distOf = (dir) => path.join(root, dir, 'dist');

/** The cold load of a remote's route: every file, with its gzip size. */
export function measureColdLoad({ remote, imports }) {
  const files = coldLoadFiles({
    hostHtml: fs.readFileSync(path.join(distOf('host'), 'index.html'), 'utf8'),
    host: { graph: readJson(path.join(distOf('host'), 'chunk-graph.json')) },
    remote: {
      graph: readJson(path.join(distOf(remote), 'chunk-graph.json')),
      manifest: readJson(path.join(distOf(remote), 'mf-manifest.json')),
    },
    route: { imports },
  });
  // The host's server preloads the start-up chunks with every page (startup-chunks.json): a
  // file listed there is downloaded even when nothing on the page runs it.
  for (const file of readJson(path.join(distOf('host'), 'startup-chunks.json'))) {
    if (!file.endsWith('.js')) continue;
    if (!files.some((entry) => entry.app === 'host' && entry.file === file)) {
      files.push({ app: 'host', file, why: 'preloaded by the server' });
    }
  }
  return files.map((entry) => {
    const dir = entry.app === 'host' ? 'host' : remote;
    return { ...entry, dir, gzip: gzipSize(fs.readFileSync(path.join(distOf(dir), entry.file))) };
  });
}

export function measureRemoteEntries() {
  return APPS.filter((app) => app.dir !== 'host').map((app) => ({
    dir: app.dir,
    gzip: gzipSize(fs.readFileSync(path.join(distOf(app.dir), 'remoteEntry.js'))),
  }));
}

function main() {
  const kib = (bytes) => (bytes / KIB).toFixed(1);
  const failures = [];
  const { signIn } = BUDGETS;
  const files = measureColdLoad(signIn);
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  console.log(
    `cold ${signIn.path}: ${kib(total)} KiB gzip JavaScript in ${files.length} files ` +
      `(budget ${signIn.maxKiB} KiB in ${signIn.maxFiles}; goal ${signIn.goalKiB} KiB in ${signIn.goalFiles})`,
  );
  for (const f of [...files].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${kib(f.gzip).padStart(6)} KiB  ${`${f.dir}/${f.file}`.padEnd(52)} ${f.why}`);
  }
  if (total > signIn.maxKiB * KIB) {
    failures.push(`cold ${signIn.path} is ${kib(total)} KiB, over its ${signIn.maxKiB} KiB budget`);
  }
  if (files.length > signIn.maxFiles) {
    failures.push(`cold ${signIn.path} loads ${files.length} files, over its ${signIn.maxFiles}`);
  }
  console.log(`remote entries (budget ${BUDGETS.remoteEntryKiB} KiB each):`);
  for (const entry of measureRemoteEntries()) {
    console.log(`  ${kib(entry.gzip).padStart(6)} KiB  ${entry.dir}/remoteEntry.js`);
    if (entry.gzip > BUDGETS.remoteEntryKiB * KIB) {
      failures.push(
        `${entry.dir}/remoteEntry.js is ${kib(entry.gzip)} KiB, over its ${BUDGETS.remoteEntryKiB} KiB budget`,
      );
    }
  }
  if (failures.length) {
    for (const failure of failures) console.error(`over budget: ${failure}`);
    console.error('See docs/performance.md: find what grew, or move it off the first screen.');
    process.exit(1);
  }
  console.log('size budget: within budget');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
