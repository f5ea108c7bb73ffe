import type { HarmoApp } from '../../src/app';
import type { HarmoModule } from '../../src/modules';
import { buildTestApp } from '../helpers/app';
import { createTestDatabase } from '../helpers/database';
import type { TestDatabase } from '../helpers/database';

/**
 * The last line behind the text rule: text that reaches the database and is refused there for
 * its encoding is still the client's fault (400), never a 500.
 */
const storesUncheckedText: HarmoModule = async (app, { db }) => {
  // Text that slipped past every check (built here, since the boundary refuses NUL itself).
  app.get('/test/store-nul', async () => {
    await db.query('SELECT $1::text AS stored', ['a\u0000b']);
    return { ok: true };
  });
  app.get('/test/crash', async () => {
    await db.query('SELECT * FROM no_such_table');
    return { ok: true };
  });
};

let testDb: TestDatabase;
let app: HarmoApp;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await buildTestApp({ db: testDb.db, modules: [storesUncheckedText] });
});
afterAll(async () => {
  await app.close();
  await testDb.cleanup();
});

it('answers a database encoding refusal with 400 validation_error', async () => {
  const res = await app.inject({ method: 'GET', url: '/test/store-nul' });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ error: 'validation_error' });
});

it('still answers other database failures with 500', async () => {
  const res = await app.inject({ method: 'GET', url: '/test/crash' });
  expect(res.statusCode).toBe(500);
});
