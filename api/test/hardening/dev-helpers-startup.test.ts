import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const API_ROOT = path.resolve(__dirname, '..', '..');

/** The api process itself: started as an operator would, it must stop before listening. */
function startApi(env: NodeJS.ProcessEnv) {
  return spawnSync(path.join(API_ROOT, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: API_ROOT,
    env: { PATH: process.env.PATH, PORT: '0', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

it('refuses to start with development helpers on a non-loopback address', () => {
  const result = startApi({
    HARMO_DEV_HELPERS: 'on',
    HOST: '0.0.0.0',
    PUBLIC_URL: 'https://api.harmo.example',
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('HOST=0.0.0.0 listens beyond this machine');
  expect(result.stderr).toContain('HARMO_DEV_HELPERS');
});

it('stops its start-up work and exits 1 when it cannot listen', async () => {
  // Another process holds the port: the app is ready (its demo data's seeding has begun) when
  // listening fails, so nothing may still write to the database it closes.
  const holder = net.createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'harmo-listen-'));
  try {
    const result = startApi({
      NODE_ENV: 'development',
      HARMO_DEV_HELPERS: 'on',
      HARMO_DATA_DIR: dataDir,
      PORT: String((holder.address() as net.AddressInfo).port),
      LOG_LEVEL: 'warn',
    });
    expect(result.status).toBe(1);
    const entries = result.stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } });
    const fatal = entries.findIndex((entry) => entry.msg === 'startup failed');
    expect(entries[fatal]?.err?.message).toContain('EADDRINUSE');
    expect(entries.slice(fatal + 1).filter((entry) => entry.level >= 50)).toEqual([]);
  } finally {
    await new Promise((resolve) => holder.close(resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
