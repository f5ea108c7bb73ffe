import { z } from 'zod';
import type { HarmoApp } from '../src/app';
import type { HarmoModule } from '../src/modules';
import { buildTestApp, testConfig } from './helpers/app';
import { createTestDatabase } from './helpers/database';
import type { TestDatabase } from './helpers/database';

const documentedModule: HarmoModule = async (app) => {
  app.put(
    '/test/notes/:noteId',
    {
      schema: {
        summary: 'Replace a note',
        params: z.object({ noteId: z.uuid() }),
        body: z.object({ text: z.string().max(500) }),
        response: { 204: z.undefined() },
      },
    },
    async (_request, reply) => reply.code(204).send(),
  );
};

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, Record<string, unknown>>>;
}

describe('GET /openapi.json', () => {
  let testDb: TestDatabase;
  let app: HarmoApp;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = await buildTestApp({
      db: testDb.db,
      modules: [documentedModule],
      config: testConfig({ PUBLIC_URL: 'https://api.harmo.example.jp', HARMO_DEV_HELPERS: 'off' }),
    });
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
  });

  it('serves an OpenAPI 3 document built from the route schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const doc = JSON.parse(res.body) as OpenApiDocument;

    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info.title).toBe('harmo web API');
    expect(doc.servers).toEqual([{ url: 'https://api.harmo.example.jp' }]);

    const health = doc.paths['/health']?.get;
    expect(health).toBeDefined();
    expect(health?.responses).toMatchObject({
      200: {
        content: {
          'application/json': {
            schema: { properties: { status: { enum: ['ok', 'error'] } } },
          },
        },
      },
      503: expect.any(Object),
    });
  });

  it('documents module routes with their params and body', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json<OpenApiDocument>();
    const put = doc.paths['/test/notes/{noteId}']?.put;
    expect(put).toMatchObject({
      summary: 'Replace a note',
      parameters: [{ in: 'path', name: 'noteId', required: true }],
      requestBody: {
        content: {
          'application/json': {
            schema: {
              properties: { text: { type: 'string', maxLength: 500 } },
              required: ['text'],
            },
          },
        },
      },
    });
  });

  it('leaves itself out of the document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json<OpenApiDocument>();
    expect(Object.keys(doc.paths)).toEqual(['/health', '/test/notes/{noteId}']);
  });
});
