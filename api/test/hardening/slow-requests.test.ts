import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { HarmoApp } from '../../src/app';
import { buildApp } from '../../src/app';
import { testConfig } from '../helpers/app';
import { createTestDatabase } from '../helpers/database';
import type { TestDatabase } from '../helpers/database';

let testDb: TestDatabase;
let app: HarmoApp;
let port: number;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await buildApp({
    config: testConfig(),
    db: testDb.db,
    logger: false,
    modules: [],
    timeouts: { requestMs: 1_000, connectionMs: 5_000, checkIntervalMs: 200 },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  await testDb.cleanup();
});

it('cuts off a body trickled one byte at a time', async () => {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  socket.write(
    'POST /no-such-route HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      'Content-Length: 100\r\n\r\n{',
  );
  const started = Date.now();
  const trickle = setInterval(() => socket.write(' '), 300);
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk.toString();
  });
  await new Promise<void>((resolve) => socket.once('close', () => resolve()));
  clearInterval(trickle);
  const heldMs = Date.now() - started;
  // The whole request had one second; the check runs every 200 ms.
  expect(heldMs).toBeLessThan(4_000);
  expect(answer).toMatch(/^HTTP\/1\.1 408/);
  // In the api's own error shape, like every other refusal.
  expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
    error: 'request_timeout',
    message: expect.any(String),
  });
});

it('still serves an ordinary request', async () => {
  const res = await fetch(`http://127.0.0.1:${port}/health`);
  expect(res.status).toBe(200);
});
