import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertPortsFree } from './ports';
import { APPS, REPO_ROOT, serveApp, type ServerHandle } from './servers';
import { API_PORT, API_URL, HOST_URL, SPARE_HOST_PORT, portOf, stackEnv } from './stack';

/** How the api process ended, or undefined while it runs (a crash or a kill ends it by signal). */
function endOf(api: ChildProcess): string | undefined {
  if (api.exitCode !== null) return `exited with code ${api.exitCode}`;
  if (api.signalCode !== null) return `was ended by ${api.signalCode}`;
  return undefined;
}

/** Waits until the api this run started (recognised by its instance id) answers /health. */
async function waitForHealth(
  url: string,
  api: ChildProcess,
  instanceId: string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  // What the last attempt got, for the message when the api never becomes healthy.
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    const ended = endOf(api);
    if (ended) throw new Error(`the api ${ended} before it became healthy`);
    let answered: string | undefined;
    try {
      // A process that accepts the connection but never answers must not hold this loop.
      const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(5_000) });
      const body = (await response.json()) as { instance?: string; status?: string };
      last = `${response.status} ${JSON.stringify(body)}`;
      if (response.ok) answered = body.instance ?? '(none)';
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      last = cause ?? (error instanceof Error ? error.name : String(error));
    }
    if (answered === instanceId) return;
    if (answered !== undefined) {
      throw new Error(
        `${url}/health is answered by another api (instance ${answered}), not the one this run started`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`api did not become healthy within ${timeoutMs} ms (last /health: ${last})`);
}

/** The end of the api's own output, to show why it did not start. */
function tailOf(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
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
  // The api's log goes to a file beside its data, its end shown when the stack does not start (the
  // folder is then kept): its start-up steps say where a start stopped. What it writes on stderr
  // (a crash) goes to the run's own output.
  const apiLog = path.join(dataDir, 'api.log');
  const apiOutput = fs.openSync(apiLog, 'a');
  const api = spawn(path.join(REPO_ROOT, 'api/node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: path.join(REPO_ROOT, 'api'),
    stdio: ['ignore', apiOutput, 'inherit'],
    env: {
      ...process.env,
      ...stackEnv(),
      // The stack is the api on its own fresh embedded database, on loopback, whatever the
      // machine's environment names.
      DATABASE_URL: '',
      HOST: '127.0.0.1',
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
      LOG_LEVEL: 'info',
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
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\n` +
        `the api's output (${apiLog}):\n${tailOf(apiLog)}`,
      { cause: error },
    );
  } finally {
    fs.closeSync(apiOutput);
  }
  process.env.HARMO_E2E_HOST_URL = HOST_URL;
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
