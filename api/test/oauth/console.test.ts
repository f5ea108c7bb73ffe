import type { OAuthTestApi } from './harness';
import { PARTNER_REDIRECT, bearer, signInDemoUser, startOAuthApi, tokenRequest } from './harness';

let api: OAuthTestApi;
let demo: string;
let family: string;

beforeAll(async () => {
  api = await startOAuthApi();
  demo = await signInDemoUser(api.app, 'demo');
  family = await signInDemoUser(api.app, 'family');
});

afterAll(async () => {
  await api.close();
});

const valid = {
  name: '薬局チェーンA',
  type: 'public',
  redirectUris: [PARTNER_REDIRECT],
  allowedScopes: ['patient.profile'],
};

async function create(body: Record<string, unknown>, idToken = demo) {
  return api.app.inject({
    method: 'POST',
    url: '/ps/v1/oauth/clients',
    headers: bearer(idToken),
    payload: body,
  });
}

const clientCredentials = (clientId: string, clientSecret: string) =>
  tokenRequest(api.issuer, { grant_type: 'client_credentials' }, { clientId, clientSecret });

describe('the developer console', () => {
  it('needs the signed-in user’s id token', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/ps/v1/oauth/clients' });
    expect(response.statusCode).toBe(401);
    const forged = await api.app.inject({
      method: 'GET',
      url: '/ps/v1/oauth/clients',
      headers: { authorization: 'Bearer a.b.c' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('creates a public client without a secret and lists it', async () => {
    const created = await create(valid);
    expect(created.statusCode).toBe(201);
    const client = created.json();
    expect(client).toMatchObject({ ...valid, clientId: expect.stringMatching(/^hc_/) });
    expect(client.clientSecret).toBeUndefined();
    const listed = await api.app.inject({
      method: 'GET',
      url: '/ps/v1/oauth/clients',
      headers: bearer(demo),
    });
    expect(listed.json().clients.map((c: { clientId: string }) => c.clientId)).toContain(
      client.clientId,
    );
  });

  it('shows a confidential client’s secret once, stores only its hash and rotates it', async () => {
    const created = await create({ ...valid, type: 'confidential' });
    const { clientId, clientSecret } = created.json();
    expect(clientSecret).toMatch(/^hcs_/);
    const fetched = await api.app.inject({
      method: 'GET',
      url: `/ps/v1/oauth/clients/${clientId}`,
      headers: bearer(demo),
    });
    expect(fetched.json().clientSecret).toBeUndefined();
    const { rows } = await api.db.query<{ secret_hash: string }>(
      'SELECT secret_hash FROM oauth_clients WHERE client_id = $1',
      [clientId],
    );
    expect(rows[0]!.secret_hash).not.toContain(clientSecret);
    expect((await clientCredentials(clientId, clientSecret)).status).toBe(200);

    const rotated = await api.app.inject({
      method: 'POST',
      url: `/ps/v1/oauth/clients/${clientId}/secret`,
      headers: bearer(demo),
    });
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json().clientSecret;
    expect(next).not.toBe(clientSecret);
    expect((await clientCredentials(clientId, clientSecret)).status).toBe(401);
    expect((await clientCredentials(clientId, next)).status).toBe(200);
  });

  it('has no secret to rotate for a public client', async () => {
    const { clientId } = (await create(valid)).json();
    const rotated = await api.app.inject({
      method: 'POST',
      url: `/ps/v1/oauth/clients/${clientId}/secret`,
      headers: bearer(demo),
    });
    expect(rotated.statusCode).toBe(400);
    expect(rotated.json().error).toBe('client_is_public');
  });

  it('updates name, redirect URIs and allowed scopes', async () => {
    const { clientId } = (await create(valid)).json();
    const updated = await api.app.inject({
      method: 'PATCH',
      url: `/ps/v1/oauth/clients/${clientId}`,
      headers: bearer(demo),
      payload: {
        name: '新しい名前',
        redirectUris: ['https://partner.example/a', 'http://localhost:8080/cb'],
        allowedScopes: ['openid', 'patient.checkups'],
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      clientId,
      name: '新しい名前',
      type: 'public',
      redirectUris: ['https://partner.example/a', 'http://localhost:8080/cb'],
      allowedScopes: ['openid', 'patient.checkups'],
    });
  });

  it('keeps every user to their own clients', async () => {
    const { clientId } = (await create(valid)).json();
    for (const [method, url] of [
      ['GET', `/ps/v1/oauth/clients/${clientId}`],
      ['PATCH', `/ps/v1/oauth/clients/${clientId}`],
      ['POST', `/ps/v1/oauth/clients/${clientId}/secret`],
      ['DELETE', `/ps/v1/oauth/clients/${clientId}`],
    ] as const) {
      const response = await api.app.inject({
        method,
        url,
        headers: bearer(family),
        ...(method === 'PATCH' ? { payload: { name: 'x' } } : {}),
      });
      expect(response.statusCode).toBe(404);
    }
    const listed = await api.app.inject({
      method: 'GET',
      url: '/ps/v1/oauth/clients',
      headers: bearer(family),
    });
    expect(listed.json().clients).toEqual([]);
  });

  it('deletes a client', async () => {
    const { clientId } = (await create(valid)).json();
    const url = `/ps/v1/oauth/clients/${clientId}`;
    expect(
      (await api.app.inject({ method: 'DELETE', url, headers: bearer(demo) })).statusCode,
    ).toBe(204);
    expect((await api.app.inject({ method: 'GET', url, headers: bearer(demo) })).statusCode).toBe(
      404,
    );
  });

  it.each([
    ['an empty name', { name: '   ' }, 'body.name'],
    ['a name over 80 characters', { name: 'あ'.repeat(81) }, 'body.name'],
    ['an unknown type', { type: 'private' }, 'body.type'],
    ['no redirect URI', { redirectUris: [] }, 'body.redirectUris'],
    ['a relative redirect URI', { redirectUris: ['/callback'] }, 'body.redirectUris.0'],
    [
      'http on a public host',
      { redirectUris: ['http://partner.example/cb'] },
      'body.redirectUris.0',
    ],
    ['a fragment', { redirectUris: ['https://partner.example/cb#x'] }, 'body.redirectUris.0'],
    ['a custom scheme', { redirectUris: ['javascript:alert(1)'] }, 'body.redirectUris.0'],
    [
      'eleven redirect URIs',
      { redirectUris: Array.from({ length: 11 }, (_, i) => `https://partner.example/${i}`) },
      'body.redirectUris',
    ],
    [
      'a repeated redirect URI',
      { redirectUris: [PARTNER_REDIRECT, PARTNER_REDIRECT] },
      'body.redirectUris',
    ],
    ['an unknown scope', { allowedScopes: ['patient.everything'] }, 'body.allowedScopes.0'],
    ['no scope', { allowedScopes: [] }, 'body.allowedScopes'],
  ])('refuses %s with a field message', async (_label, change, path) => {
    const response = await create({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('validation_error');
    expect(body.issues.map((issue: { path: string }) => issue.path)).toContain(path);
  });

  it('accepts http only on loopback hosts', async () => {
    const response = await create({
      ...valid,
      redirectUris: [
        'http://localhost:3000/oauth/test',
        'http://127.0.0.1:8080/cb',
        'http://[::1]/cb',
      ],
    });
    expect(response.statusCode).toBe(201);
  });
});
