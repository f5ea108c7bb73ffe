// Builds every app for production, two at a time (this machine has two cores), compresses each
// build once for the app server, and prints how long each took.
// Usage: node scripts/build-all.mjs [app folder …]
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressDir } from '../shared/build/precompress.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { APPS } = require(path.join(root, 'shared/build/apps.cjs'));

const wanted = process.argv.slice(2);
const queue = APPS.filter((app) => wanted.length === 0 || wanted.includes(app.dir));
const concurrency = Number(process.env.HARMO_BUILD_CONCURRENCY ?? 2);
const webpackBin = path.join(root, 'shared/build/node_modules/webpack-cli/bin/cli.js');

function build(app) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [webpackBin, '--mode', 'production'], {
      cwd: path.join(root, app.dir),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', async (code) => {
      if (code === 0) {
        try {
          await precompressDir(path.join(root, app.dir, 'dist'));
        } catch (error) {
          reject(error);
          return;
        }
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        console.log(`built ${app.dir} in ${seconds} s`);
        resolve(Number(seconds));
      } else {
        console.error(output);
        reject(new Error(`build of ${app.dir} failed (exit ${code})`));
      }
    });
  });
}

const started = performance.now();
const workers = Array.from({ length: concurrency }, async () => {
  while (queue.length) await build(queue.shift());
});
try {
  await Promise.all(workers);
  console.log(`all builds done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
