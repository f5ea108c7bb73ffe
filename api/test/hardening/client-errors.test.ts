import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { HarmoApp } from '../../src/app';
import { buildApp } from '../../src/app';
import { testConfig } from '../helpers/app';
import { createTestDatabase } from '../helpers/database';
import type { TestDatabase } from '../helpers/database';

/**
 * Requests Node refuses before Fastify routes them (headers too large, a request that is not
 * HTTP) are answered on the raw socket; their answers are checked as a client reads them.
 */

let testDb: TestDatabase;
let app: HarmoApp;
let port: number;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await buildApp({ config: testConfig(), db: testDb.db, logger: false, modules: [] });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app?.close();
  await testDb?.cleanup();
});

interface RawAnswer {
  statusLine: string;
  headers: Record<string, string>;
  body: string;
  /** Bytes after the first answer: none, as the connection is closed after it. */
  rest: string;
}

/** Sends bytes as they are and reads everything the server writes until it closes. */
async function sendRaw(request: string): Promise<RawAnswer> {
  const socket = net.connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  // The server may close before all of a large request is written.
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(request);
  await closed;
  const raw = Buffer.concat(chunks).toString('utf8');
  const headerEnd = raw.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = raw.slice(0, headerEnd).split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  const afterHeaders = Buffer.from(raw.slice(headerEnd + 4), 'utf8');
  const length = Number(headers['content-length']);
  return {
    statusLine,
    headers,
    body: afterHeaders.subarray(0, length).toString('utf8'),
    rest: afterHeaders.subarray(length).toString('utf8'),
  };
}

it('answers headers that are too large with 431 in the api error shape', async () => {
  const answer = await sendRaw(
    `GET /health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
  );
  expect(answer.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
  expect(JSON.parse(answer.body)).toEqual({
    error: 'request_header_fields_too_large',
    message: expect.stringContaining('headers'),
  });
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(answer.headers.connection).toBe('close');
  expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  expect(answer.rest).toBe('');
});

it('answers a request that is not HTTP with 400 in the api error shape', async () => {
  const answer = await sendRaw('HELLO THERE\r\n\r\n');
  expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request');
  expect(JSON.parse(answer.body)).toEqual({
    error: 'bad_request',
    message: 'The request is not valid HTTP/1.1',
  });
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(answer.headers.connection).toBe('close');
  expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
});

it('still serves an ordinary request', async () => {
  const res = await fetch(`http://127.0.0.1:${port}/health`);
  expect(res.status).toBe(200);
});
