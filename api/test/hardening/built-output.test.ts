import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../helpers/ports';

const API_ROOT = path.resolve(__dirname, '..', '..');

it('runs in production mode from the compiled bundle with plain node', async () => {
  const build = spawnSync(process.execPath, ['build.mjs'], { cwd: API_ROOT, encoding: 'utf8' });
  expect(build.status).toBe(0);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'harmo-built-'));
  const port = await freePort();
  // Plain node and a PATH without node_modules/.bin: no TypeScript tooling can be reached.
  const api = spawn(process.execPath, ['dist/main.mjs'], {
    cwd: API_ROOT,
    stdio: 'ignore',
    env: {
      NODE_ENV: 'production',
      HARMO_ALLOW_EMBEDDED_DATABASE: 'on',
      HARMO_DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'silent',
      PATH: '/usr/bin:/bin',
    },
  });
  try {
    let health: unknown;
    for (let i = 0; i < 120 && health === undefined; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      try {
        const res = await fetch(`http://127.0.0.1:${port}/health`);
        if (res.ok) health = await res.json();
      } catch {
        /* not up yet */
      }
    }
    expect(health).toMatchObject({ status: 'ok', database: 'ok' });
    // Production: no development helpers.
    expect((await fetch(`http://127.0.0.1:${port}/dev/outbox?to=a@b.example`)).status).toBe(404);
  } finally {
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 90_000);
