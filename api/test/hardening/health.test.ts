import type { Database } from '../../src/db';
import { buildTestApp, testConfig } from '../helpers/app';
import { createTestDatabase } from '../helpers/database';
import type { TestDatabase } from '../helpers/database';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.cleanup();
});

/** The test database, counting the queries made through it. */
function counting(db: Database): { db: Database; queries: () => number } {
  let count = 0;
  return {
    db: {
      ...db,
      query: ((...args: Parameters<Database['query']>) => {
        count += 1;
        return db.query(...args);
      }) as Database['query'],
    },
    queries: () => count,
  };
}

it('answers /health without a database query per call', async () => {
  const spy = counting(testDb.db);
  const app = await buildTestApp({ db: spy.db });
  try {
    const before = spy.queries();
    for (let i = 0; i < 50; i += 1) {
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    }
    // The background check may run once meanwhile; never once per request.
    expect(spy.queries() - before).toBeLessThanOrEqual(1);
  } finally {
    await app.close();
  }
});

it('names the process that answers, as configured', async () => {
  const app = await buildTestApp({
    db: testDb.db,
    config: testConfig({ HARMO_INSTANCE_ID: 'e2e-run-42' }),
  });
  try {
    expect((await app.inject({ method: 'GET', url: '/health' })).json()).toMatchObject({
      instance: 'e2e-run-42',
    });
  } finally {
    await app.close();
  }
});
