import type { HarmoApp } from '../../src/app';
import { migrate } from '../../src/db';
import { RATE_LIMITS } from '../../src/http/rate-limit/policy';
import { centralModule } from '../../src/modules/central';
import { DEFAULT_CLIENT_ID, createIdentityModule } from '../../src/modules/identity';
import { buildTestApp } from '../helpers/app';
import { createTestDatabase } from '../helpers/database';
import type { TestDatabase } from '../helpers/database';

/** Two api instances on one database, as behind a load balancer. */
let testDb: TestDatabase;
let first: HarmoApp;
let second: HarmoApp;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await migrate(testDb.db);
  const start = () =>
    buildTestApp({
      db: testDb.db,
      modules: [createIdentityModule({ seedDemo: false, env: {} }), centralModule],
    });
  first = await start();
  second = await start();
});
afterAll(async () => {
  await first.close();
  await second.close();
  await testDb.cleanup();
});

const forgotPassword = (app: HarmoApp, n: number, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/identity/',
    remoteAddress,
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.ForgotPassword',
    },
    payload: JSON.stringify({
      ClientId: DEFAULT_CLIENT_ID,
      Username: `someone-${n}@harmo.example`,
    }),
  });

it('limits code requests per source, counted across api instances', async () => {
  const { max } = RATE_LIMITS.codes!;
  const source = '203.0.113.50';
  for (let n = 0; n < max; n += 1) {
    const app = n % 2 === 0 ? first : second;
    expect((await forgotPassword(app, n, source)).statusCode).toBe(200);
  }
  const refused = await forgotPassword(second, max, source);
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toMatchObject({ __type: 'TooManyRequestsException' });
  // Another source is not affected.
  expect((await forgotPassword(first, max + 1, '198.51.100.60')).statusCode).toBe(200);
});

it("limits the central server's anonymous calls per source", async () => {
  const { max } = RATE_LIMITS.central!;
  const source = '203.0.113.51';
  const call = () =>
    first.inject({
      method: 'POST',
      url: '/personal/register',
      remoteAddress: source,
      payload: {},
    });
  for (let n = 0; n < max; n += 1) expect((await call()).statusCode).not.toBe(429);
  const refused = await call();
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toMatchObject({ error: 'too_many_requests' });
});

it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
  'answers an identity action named like an object property (%s) as unknown, not with a 500',
  async (action) => {
    const response = await first.inject({
      method: 'POST',
      url: '/identity/',
      remoteAddress: '203.0.113.52',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
      },
      payload: '{}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ __type: 'UnknownOperationException' });
  },
);
