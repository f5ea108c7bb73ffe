import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertPortsFree } from './ports';
import { APPS, REPO_ROOT, serveApp, type ServerHandle } from './servers';
import { API_PORT, API_URL, HOST_URL, SPARE_HOST_PORT, portOf, stackEnv } from './stack';

/** Waits until the api this run started (recognised by its instance id) answers /health. */
async function waitForHealth(
  url: string,
  api: ChildProcess,
  instanceId: string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error(`api exited with code ${api.exitCode}`);
    let answered: string | undefined;
    try {
      const response = await fetch(`${url}/health`);
      const body = (await response.json()) as { instance?: string };
      if (response.ok) answered = body.instance ?? '(none)';
    } catch {
      /* not up yet */
    }
    if (answered === instanceId) return;
    if (answered !== undefined) {
      throw new Error(
        `${url}/health is answered by another api (instance ${answered}), not the one this run started`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`api did not become healthy within ${timeoutMs} ms`);
}

/**
 * Waits until the api answers facility requests: on its fresh database it seeds the demo
 * facilities in the background first (a dozen seconds) and holds those requests meanwhile, which
 * would otherwise land on whichever test asks first.
 */
async function waitForFacilities(url: string, timeoutMs: number): Promise<void> {
  const probe = new URL('/ps/v1/facilities/map', url);
  for (const [key, value] of Object.entries({
    west: '139.76',
    south: '35.67',
    east: '139.77',
    north: '35.68',
    zoom: '14',
  })) {
    probe.searchParams.set(key, value);
  }
  const response = await fetch(probe, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${probe.href} answered ${response.status}`);
}

/**
 * Starts this run's stack: the api on a fresh embedded database, and every built app on its
 * own origin. Returns the teardown.
 */
export default async function globalSetup() {
  // Security of the results: a stack already listening here would be tested instead of this one.
  await assertPortsFree([API_PORT, ...APPS.map((app) => portOf(app.dir)), SPARE_HOST_PORT]);
  const instanceId = `e2e-${randomUUID()}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'harmo-e2e-data-'));
  const origins = [...APPS.map((app) => portOf(app.dir)), SPARE_HOST_PORT].flatMap((port) => [
    `http://localhost:${port}`,
    `http://127.0.0.1:${port}`,
  ]);
  const api = spawn(path.join(REPO_ROOT, 'api/node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: path.join(REPO_ROOT, 'api'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...stackEnv(),
      NODE_ENV: 'development',
      // The tests read codes from the outbox and sign in as the demo users.
      HARMO_DEV_HELPERS: 'on',
      PORT: String(API_PORT),
      HARMO_DATA_DIR: dataDir,
      CORS_ORIGINS: origins.join(','),
      PUBLIC_URL: API_URL,
      // The hosted sign-in returns only to registered addresses: this run's host.
      IDENTITY_CALLBACK_URLS: `${HOST_URL}/auth/oauth2-callback`,
      IDENTITY_LOGOUT_URLS: `${HOST_URL}/auth/sign-out`,
      LOG_LEVEL: 'warn',
      HARMO_INSTANCE_ID: instanceId,
    },
  });
  const servers: ServerHandle[] = [];
  try {
    await waitForHealth(API_URL, api, instanceId, 180_000);
    await waitForFacilities(API_URL, 180_000);
    for (const app of APPS) {
      servers.push(await serveApp(app.dir, { port: portOf(app.dir), env: stackEnv() }));
    }
  } catch (error) {
    api.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.close()));
    throw error;
  }
  process.env.HARMO_E2E_HOST_URL = HOST_URL;
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
