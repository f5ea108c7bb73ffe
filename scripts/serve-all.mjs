// Starts the api and every built app, each on its own origin, and prints the URL to open.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppServer } from '../shared/build/serve.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { APPS, API_PORT } = require(path.join(root, 'shared/build/apps.cjs'));

// The api runs from its compiled bundle (no TypeScript compiler at run time); building it
// takes about a second.
const apiBuild = spawnSync(process.execPath, ['build.mjs'], {
  cwd: path.join(root, 'api'),
  stdio: 'inherit',
});
if (apiBuild.status !== 0) process.exit(apiBuild.status ?? 1);
const api = spawn(process.execPath, ['--enable-source-maps', 'dist/main.mjs'], {
  cwd: path.join(root, 'api'),
  stdio: 'inherit',
  // The embedded default: demo data, the testers' code outbox and the sign-in stand-in, which the
  // api allows only while it listens on this machine alone.
  env: { PORT: String(API_PORT), HARMO_DEV_HELPERS: 'on', ...process.env },
});

const servers = [];
for (const app of APPS) {
  servers.push(
    await startAppServer({
      distDir: path.join(root, app.dir, 'dist'),
      port: app.port,
      host: process.env.HOST ?? 'localhost',
    }),
  );
  console.log(`${app.dir.padEnd(16)} http://localhost:${app.port}`);
}
console.log(`api              http://localhost:${API_PORT}`);
console.log(`\nOpen http://localhost:${APPS[0].port} in your browser.\n`);

const stop = async () => {
  api.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.close()));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', (code) => {
  if (code) {
    console.error(`api stopped (exit ${code})`);
    void stop();
  }
});
