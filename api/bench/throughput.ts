/**
 * Throughput under many connections, on loopback, in one run: a bare Fastify server as the
 * yardstick, then the api (its own process, on a fresh embedded database with the demo data)
 * for GET /health, a signed-in GET /ps/v1/accounts/me and a map query. Prints requests per second,
 * p99 latency, time-outs and errors of each.
 *
 *   pnpm --filter @harmo/api run bench:throughput [-- --duration 30 --connections 200]
 *   (--api-dir <folder of another api checkout> measures that one instead, e.g. an older commit)
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const API_ROOT = path.resolve(__dirname, '..');

interface Row {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  timeouts: number;
  errors: number;
  non2xx: number;
  bytesPerAnswer: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function measure(
  name: string,
  url: string,
  options: { duration: number; connections: number; headers?: Record<string, string> },
): Promise<Row> {
  // A short warm-up so the first seconds of JIT do not count.
  await autocannon({ url, connections: 10, duration: 2, headers: options.headers });
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.duration,
    headers: options.headers,
    timeout: 10,
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    timeouts: result.timeouts,
    errors: result.errors,
    non2xx: result.non2xx,
    bytesPerAnswer: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
  };
}

async function signIn(apiUrl: string): Promise<string> {
  const res = await fetch(`${apiUrl}/identity/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'harmo-web-local',
      AuthParameters: { USERNAME: 'demo@harmo.example', PASSWORD: 'Harmo-demo-2026' },
    }),
  });
  const body = (await res.json()) as { AuthenticationResult?: { IdToken: string } };
  if (!body.AuthenticationResult) throw new Error(`demo sign-in failed: ${JSON.stringify(body)}`);
  return body.AuthenticationResult.IdToken;
}

/** Waits until the demo facilities are seeded and the map answers with markers. */
async function waitForMap(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok && (await res.text()).length > 1_000) return;
    } catch {
      /* not ready */
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`the map query ${url} had no facilities within ${timeoutMs} ms`);
}

function startBareFastify(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [path.join(__dirname, 'bare-fastify.cjs')], {
    cwd: API_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).once('line', (line) => {
      const port = /^listening (\d+)$/.exec(line)?.[1];
      if (port) resolve({ child, url: `http://127.0.0.1:${port}/` });
      else reject(new Error(`bare Fastify: ${line}`));
    });
  });
}

function startApi(apiDir: string, port: number, dataDir: string): ChildProcess {
  const built = path.join(apiDir, 'dist', 'main.mjs');
  const [command, args] = fs.existsSync(built)
    ? [process.execPath, [built]]
    : [path.join(API_ROOT, 'node_modules/.bin/tsx'), ['src/main.ts']];
  return spawn(command, args, {
    cwd: apiDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      HARMO_DATA_DIR: dataDir,
      HARMO_DEV_HELPERS: 'on',
      FACILITIES_DEMO: 'on',
      LOG_LEVEL: 'warn',
    },
  });
}

function printTable(rows: Row[], bare: Row): void {
  const header = `${'target'.padEnd(28)}${'req/s'.padStart(10)}${'p99 ms'.padStart(9)}${'% bare'.padStart(9)}${'time-outs'.padStart(11)}${'errors'.padStart(8)}${'non-2xx'.padStart(9)}${'bytes'.padStart(9)}`;
  console.log(header);
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(28)}${row.requestsPerSecond.toFixed(0).padStart(10)}${String(row.p99Ms).padStart(9)}${((100 * row.requestsPerSecond) / bare.requestsPerSecond).toFixed(1).padStart(9)}${String(row.timeouts).padStart(11)}${String(row.errors).padStart(8)}${String(row.non2xx).padStart(9)}${row.bytesPerAnswer.toFixed(0).padStart(9)}`,
    );
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      duration: { type: 'string', default: '30' },
      connections: { type: 'string', default: '200' },
      'api-dir': { type: 'string', default: API_ROOT },
    },
  });
  const duration = Math.max(1, Number(values.duration) || 30);
  const connections = Math.max(1, Number(values.connections) || 200);
  const apiDir = path.resolve(values['api-dir']);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'harmo-bench-'));
  const children: ChildProcess[] = [];
  try {
    const bare = await startBareFastify();
    children.push(bare.child);
    const port = await freePort();
    const apiUrl = `http://127.0.0.1:${port}`;
    const api = startApi(apiDir, port, dataDir);
    children.push(api);
    await waitFor(`${apiUrl}/health`, api, 180_000);
    const mapUrl = `${apiUrl}/ps/v1/facilities/map?west=139.68&south=35.65&east=139.78&north=35.71&zoom=14`;
    await waitForMap(mapUrl, 600_000);
    const idToken = await signIn(apiUrl);

    console.log(
      `${connections} connections, ${duration} s each, loopback, ${os.cpus().length} CPUs`,
    );
    const options = { duration, connections };
    const bareRow = await measure('bare Fastify', bare.url, options);
    const rows = [
      bareRow,
      await measure('GET /health', `${apiUrl}/health`, options),
      await measure('GET /ps/v1/accounts/me', `${apiUrl}/ps/v1/accounts/me`, {
        ...options,
        headers: { authorization: `Bearer ${idToken}` },
      }),
      await measure('GET map (zoom 14, Tokyo)', mapUrl, options),
    ];
    printTable(rows, bareRow);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
