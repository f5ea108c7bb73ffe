import { OAUTH_CLIENTS_PER_ACCOUNT } from '@harmo/contracts/oauth';
import type { OAuthTestApi } from '../oauth/harness';
import { bearer, registerClient, signInDemoUser, startOAuthApi } from '../oauth/harness';

let api: OAuthTestApi;
let token: string;

beforeAll(async () => {
  api = await startOAuthApi();
  token = await signInDemoUser(api.app, 'family');
});
afterAll(async () => {
  await api.close();
});

it('refuses clients beyond the per-account quota and lists them a page at a time', async () => {
  for (let n = 0; n < OAUTH_CLIENTS_PER_ACCOUNT; n += 1) {
    await registerClient(api.app, token, { name: `app ${n}` });
  }
  const refused = await api.app.inject({
    method: 'POST',
    url: '/ps/v1/oauth/clients',
    headers: bearer(token),
    payload: {
      name: 'one too many',
      type: 'public',
      redirectUris: ['https://partner.example/callback'],
      allowedScopes: ['openid'],
    },
  });
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toMatchObject({ error: 'client_quota_reached' });

  // The default page holds every client an account may have, in the shape the web reads.
  const all = await api.app.inject({
    method: 'GET',
    url: '/ps/v1/oauth/clients',
    headers: bearer(token),
  });
  const body = all.json<{ clients: unknown[]; nextOffset?: number }>();
  expect(body.clients).toHaveLength(OAUTH_CLIENTS_PER_ACCOUNT);
  expect(body.nextOffset).toBeUndefined();

  const first = await api.app.inject({
    method: 'GET',
    url: '/ps/v1/oauth/clients?limit=20',
    headers: bearer(token),
  });
  expect(first.json()).toMatchObject({ nextOffset: 20 });
  expect(first.json<{ clients: unknown[] }>().clients).toHaveLength(20);
  const last = await api.app.inject({
    method: 'GET',
    url: '/ps/v1/oauth/clients?limit=20&offset=40',
    headers: bearer(token),
  });
  expect(last.json<{ clients: unknown[] }>().clients).toHaveLength(10);
  expect(last.json<{ nextOffset?: number }>().nextOffset).toBeUndefined();
});
