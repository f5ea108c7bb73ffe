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

async function hstsHeader(publicUrl: string): Promise<string | string[] | undefined> {
  const app = await buildTestApp({
    db: testDb.db,
    config: testConfig({ PUBLIC_URL: publicUrl, HARMO_DEV_HELPERS: 'off' }),
  });
  try {
    return (await app.inject({ method: 'GET', url: '/health' })).headers[
      'strict-transport-security'
    ];
  } finally {
    await app.close();
  }
}

it('sends no Strict-Transport-Security over plain http', async () => {
  expect(await hstsHeader('http://localhost:4000')).toBeUndefined();
});

it('sends Strict-Transport-Security when the api is served over https', async () => {
  expect(await hstsHeader('https://api.harmo.example')).toBe('max-age=31536000; includeSubDomains');
});
