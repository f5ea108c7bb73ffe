import { z } from 'zod';
import type { HarmoApp } from '../src/app';
import { HttpError, notFound } from '../src/http/errors';
import type { HarmoModule } from '../src/modules';
import { buildTestApp } from './helpers/app';
import { createTestDatabase } from './helpers/database';
import type { TestDatabase } from './helpers/database';

/** Routes that exist only in this test, registered the way product modules are. */
const testModule: HarmoModule = async (app) => {
  app.post(
    '/test/medications/:id',
    {
      schema: {
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring: z.object({ dryRun: z.enum(['true', 'false']).optional() }),
        body: z.object({
          name: z.string().min(1),
          dose: z.object({ amount: z.number().positive(), unit: z.string() }),
        }),
        response: { 200: z.object({ id: z.number(), name: z.string() }) },
      },
    },
    async (request) => ({ id: request.params.id, name: request.body.name }),
  );
  app.post(
    '/test/form',
    {
      schema: {
        consumes: ['application/x-www-form-urlencoded'],
        body: z.object({ code: z.string().min(4), state: z.string() }),
      },
    },
    async (request) => ({ code: request.body.code, state: request.body.state }),
  );
  app.post(
    '/test/medications/:id/cancel',
    { schema: { params: z.object({ id: z.coerce.number().int().positive() }) } },
    async (request) => ({ id: request.params.id, cancelled: true, body: request.body ?? null }),
  );
  app.get('/test/crash', async () => {
    throw new Error('password=hunter2 at db.internal');
  });
  app.get('/test/teapot', async () => {
    throw new HttpError(418, 'teapot', 'Short and stout');
  });
  app.get('/test/missing', async () => {
    throw notFound('No such medication');
  });
  app.get(
    '/test/wrong-response',
    { schema: { response: { 200: z.object({ ok: z.boolean() }) } } },
    async () => ({ ok: 'yes' }) as unknown as { ok: boolean },
  );
};

const validBody = { name: 'ロキソプロフェン錠60mg', dose: { amount: 1, unit: '錠' } };

describe('errors', () => {
  let testDb: TestDatabase;
  let app: HarmoApp;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = await buildTestApp({ db: testDb.db, modules: [testModule] });
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
  });

  /** A POST to the test route with a raw body, as a client that builds its own would send. */
  const postMedication = (payload: string | Buffer, contentType = 'application/json') =>
    app.inject({
      method: 'POST',
      url: '/test/medications/7',
      headers: { 'content-type': contentType },
      payload,
    });

  it('passes a valid request through to the handler', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/test/medications/7',
      payload: validBody,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 7, name: validBody.name });
  });

  it('answers an invalid body with 400 and one issue per field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/test/medications/7',
      payload: { name: '', dose: { amount: -1, unit: '錠' } },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toEqual({
      error: 'validation_error',
      message: expect.stringMatching(/^Invalid request\. body\.name: .+; body\.dose\.amount: .+/),
      issues: [
        { path: 'body.name', message: expect.any(String) },
        { path: 'body.dose.amount', message: expect.any(String) },
      ],
    });
    expect(body.issues[0].message).toMatch(/>=1 character/);
  });

  it('validates params and querystring too', async () => {
    const badParam = await app.inject({
      method: 'POST',
      url: '/test/medications/abc',
      payload: validBody,
    });
    expect(badParam.statusCode).toBe(400);
    expect(badParam.json().issues).toEqual([{ path: 'params.id', message: expect.any(String) }]);

    const badQuery = await app.inject({
      method: 'POST',
      url: '/test/medications/7?dryRun=maybe',
      payload: validBody,
    });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().issues).toEqual([
      { path: 'querystring.dryRun', message: expect.any(String) },
    ]);
  });

  it('answers a missing body with 400 validation_error', async () => {
    const res = await app.inject({ method: 'POST', url: '/test/medications/7' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'validation_error',
      issues: [{ path: 'body', message: expect.any(String) }],
    });
  });

  it('answers malformed JSON with 400 validation_error, not 500', async () => {
    const res = await postMedication('{"name": "x",');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'validation_error',
      message: 'Invalid request. body: must be valid JSON',
    });
  });

  it('reads an empty JSON body as no body', async () => {
    // Many HTTP clients send Content-Type: application/json with every request, bodies or not.
    for (const headers of [
      { 'content-type': 'application/json' },
      { 'content-type': 'application/json; charset=utf-8', 'content-length': '0' },
    ]) {
      const cancel = await app.inject({
        method: 'POST',
        url: '/test/medications/7/cancel',
        headers,
        payload: '',
      });
      expect([cancel.statusCode, cancel.json()]).toEqual([
        200,
        { id: 7, cancelled: true, body: null },
      ]);
    }
    // A route that needs a body says so, as it does when none is sent at all.
    const missing = await postMedication('');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: 'validation_error',
      issues: [{ path: 'body', message: expect.any(String) }],
    });
    // Only nothing at all is no body: blank text is still not JSON.
    const blank = await postMedication(' ');
    expect(blank.json()).toEqual({
      error: 'validation_error',
      message: 'Invalid request. body: must be valid JSON',
    });
  });

  it('answers a JSON body whose bytes are not UTF-8 with 400, storing nothing garbled', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/test/medications/7',
      headers: { 'content-type': 'application/json' },
      // 山田 in Shift_JIS, as a client that does not send UTF-8 would.
      payload: Buffer.concat([
        Buffer.from('{"name":"'),
        Buffer.from([0x8e, 0x52, 0x93, 0x63]),
        Buffer.from('","dose":{"amount":1,"unit":"mg"}}'),
      ]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'validation_error',
      message: expect.stringContaining('UTF-8'),
    });
    const utf8 = await postMedication(
      Buffer.from('{"name":"山田","dose":{"amount":1,"unit":"mg"}}'),
      'application/json; charset=utf-8',
    );
    expect(utf8.json()).toEqual({ id: 7, name: '山田' });
  });

  it('says a __proto__ key is refused, rather than calling valid JSON invalid', async () => {
    const res = await postMedication(
      '{"name":"x","dose":{"amount":1,"unit":"mg"},"__proto__":{"admin":true}}',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.stringContaining('__proto__') });
  });

  it('answers an unsupported content type with 415 and says what to send', async () => {
    const json = 'This endpoint takes a JSON body (Content-Type: application/json)';
    const xml = await postMedication('<name/>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ error: 'unsupported_media_type', message: json });
    // JSON sent as plain text is refused for its type, not as a string where an object belongs.
    const text = await postMedication(JSON.stringify(validBody), 'text/plain; charset=utf-8');
    expect([text.statusCode, text.json()]).toEqual([
      415,
      { error: 'unsupported_media_type', message: json },
    ]);
    const form = await app.inject({
      method: 'POST',
      url: '/test/form',
      headers: { 'content-type': 'text/plain' },
      payload: 'code=abcd1234&state=x',
    });
    expect(form.json()).toEqual({
      error: 'unsupported_media_type',
      message: 'This endpoint takes a body of Content-Type application/x-www-form-urlencoded',
    });
  });

  it('answers an oversized body with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/test/medications/7',
      payload: { ...validBody, name: 'x'.repeat(1_100_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'payload_too_large', message: expect.any(String) });
  });

  it('parses and validates form-encoded bodies', async () => {
    const ok = await app.inject({
      method: 'POST',
      url: '/test/form',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'code=abcd1234&state=%E7%8A%B6%E6%85%8B',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ code: 'abcd1234', state: '状態' });

    const bad = await app.inject({
      method: 'POST',
      url: '/test/form',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'code=ab',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { path: string }) => i.path)).toEqual([
      'body.code',
      'body.state',
    ]);
  });

  it('answers a form body with 415 where the route takes JSON', async () => {
    // The same fields as form text would pass the JSON schema of strings without this rule.
    const res = await app.inject({
      method: 'POST',
      url: '/test/medications/7',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      payload: 'name=x&dose=1',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      error: 'unsupported_media_type',
      message: 'This endpoint takes a JSON body (Content-Type: application/json)',
    });
  });

  it('keeps the status, code and message of an HttpError', async () => {
    const teapot = await app.inject({ method: 'GET', url: '/test/teapot' });
    expect(teapot.statusCode).toBe(418);
    expect(teapot.json()).toEqual({ error: 'teapot', message: 'Short and stout' });

    const missing = await app.inject({ method: 'GET', url: '/test/missing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'not_found', message: 'No such medication' });
  });

  it('answers an unexpected error with 500 internal_error and no details', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'internal_error' });
    expect(res.body).not.toMatch(/hunter2|db\.internal|at /);
  });

  it('treats a response that breaks its own schema as an internal error', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/wrong-response' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'internal_error' });
  });
});
