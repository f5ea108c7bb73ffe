import { Writable } from 'node:stream';
import packageJson from '../package.json';
import type { HarmoApp } from '../src/app';
import type { Database } from '../src/db';
import { createLogger } from '../src/logger';
import { buildTestApp } from './helpers/app';
import { createTestDatabase } from './helpers/database';
import type { TestDatabase } from './helpers/database';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('app', () => {
  let testDb: TestDatabase;
  let app: HarmoApp;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = await buildTestApp({ db: testDb.db });
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
  });

  describe('GET /health', () => {
    it('reports ok when the database answers', async () => {
      const res = await app.inject({ method: 'GET', url: '/health' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({
        status: 'ok',
        database: 'ok',
        version: packageJson.version,
        instance: expect.any(String),
      });
    });

    it('answers 503 when the database query fails', async () => {
      const broken: Database = {
        kind: 'postgres',
        query: () => Promise.reject(new Error('connection refused')),
        exec: () => Promise.reject(new Error('connection refused')),
        transaction: () => Promise.reject(new Error('connection refused')),
        listen: () => Promise.reject(new Error('connection refused')),
        close: () => Promise.resolve(),
      };
      const brokenApp = await buildTestApp({ db: broken });
      try {
        const res = await brokenApp.inject({ method: 'GET', url: '/health' });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({
          status: 'error',
          database: 'error',
          version: packageJson.version,
          instance: expect.any(String),
        });
      } finally {
        await brokenApp.close();
      }
    });
  });

  it('answers an unknown route with 404 not_found', async () => {
    const res = await app.inject({ method: 'GET', url: '/no/such/route' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'There is no GET /no/such/route' });
  });

  it('answers a path with a broken %-escape with 400 in its own shape, echoing nothing', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/ps/v1/accounts/family/%ED%A0%80%zz' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message: expect.stringContaining('path') });
  });

  it('sends security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  describe('request ids', () => {
    it('gives every response a fresh id', async () => {
      const a = await app.inject({ method: 'GET', url: '/health' });
      const b = await app.inject({ method: 'GET', url: '/health' });
      expect(a.headers['x-request-id']).toMatch(UUID);
      expect(b.headers['x-request-id']).toMatch(UUID);
      expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    });

    it("keeps a caller's plain id and replaces an unsafe one", async () => {
      const kept = await app.inject({
        method: 'GET',
        url: '/health',
        headers: { 'x-request-id': 'web-1234.abc' },
      });
      expect(kept.headers['x-request-id']).toBe('web-1234.abc');
      const replaced = await app.inject({
        method: 'GET',
        url: '/health',
        headers: { 'x-request-id': '"forged" {json}' },
      });
      expect(replaced.headers['x-request-id']).toMatch(UUID);
    });
  });

  describe('CORS', () => {
    it('lets a configured web app origin make credentialed calls', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/health',
        headers: { origin: 'http://localhost:3002' },
      });
      expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3002');
      expect(res.headers['access-control-allow-credentials']).toBe('true');
    });

    it('answers preflight requests for the configured origins', async () => {
      const res = await app.inject({
        method: 'OPTIONS',
        url: '/health',
        headers: {
          origin: 'http://127.0.0.1:3000',
          'access-control-request-method': 'DELETE',
        },
      });
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
      expect(res.headers['access-control-allow-methods']).toContain('DELETE');
    });

    it('gives other origins no CORS permission', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/health',
        headers: { origin: 'https://evil.example.com' },
      });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  it('logs JSON lines with the request id, without query strings or credentials', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const loggedApp = await buildTestApp({
      db: testDb.db,
      logger: createLogger({ logLevel: 'info', isProduction: true }, sink),
    });
    try {
      const res = await loggedApp.inject({
        method: 'GET',
        url: '/health?code=oauth-secret-code',
        headers: { authorization: 'Bearer secret-token', cookie: 'session=secret-cookie' },
      });
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const forRequest = entries.filter((e) => e.reqId === res.headers['x-request-id']);
      expect(forRequest.map((e) => e.msg)).toEqual(['incoming request', 'request completed']);
      expect(forRequest[0]).toMatchObject({ req: { method: 'GET', path: '/health' } });
      expect(forRequest[1]).toMatchObject({ res: { statusCode: 200 } });
      expect(lines.join('\n')).not.toMatch(/secret/);
    } finally {
      await loggedApp.close();
    }
  });
});
