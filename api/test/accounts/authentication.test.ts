import { generateKeyPair, SignJWT } from 'jose';
import type { SignedIn, TestApi } from './harness';
import { bearer, claimsOf, identityAction, newAccount, signIn, startTestApi } from './harness';

const NOT_AUTHENTICATED = { error: 'unauthorized', message: 'User is not authenticated' };

const HOUR_MS = 60 * 60 * 1000;

/** A JWT with its payload changed and the original signature kept. */
function withPayload(jwt: string, change: (claims: Record<string, unknown>) => void): string {
  const [header, , signature] = jwt.split('.');
  const claims = claimsOf(jwt);
  change(claims);
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

describe('accounts: bearer authentication', () => {
  let api: TestApi;
  let user: SignedIn & { accountId: string };

  beforeAll(async () => {
    api = await startTestApi();
    user = await newAccount(api, 'auth');
  });
  afterAll(async () => {
    await api?.close();
  });

  const me = (headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'GET', url: '/ps/v1/accounts/me', headers });

  it('accepts the id token of a signed-in user', async () => {
    const res = await me(bearer(user));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ accountId: user.accountId });
  });

  it('answers 401 without a token, or with a header that is not a bearer JWT', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Basic dXNlcjpwYXNz' },
      { authorization: 'Bearer' },
    ];
    for (const headers of attempts) {
      const res = await me(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(NOT_AUTHENTICATED);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    }
  });

  it('answers 401 before looking at the body of a protected call', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/ps/v1/accounts/v2/upgrade',
      payload: { name: '' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(NOT_AUTHENTICATED);
  });

  it('refuses an expired id token', async () => {
    // The identity module, running 2 hours behind, issues tokens that expired an hour ago.
    api.identityClock.offsetMs = -2 * HOUR_MS;
    let stale: SignedIn;
    try {
      stale = await signIn(api.app, user.email);
    } finally {
      api.identityClock.offsetMs = 0;
    }
    expect((claimsOf(stale.idToken).exp as number) * 1000).toBeLessThan(Date.now());
    const res = await me(bearer(stale));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(NOT_AUTHENTICATED);
  });

  it('refuses an id token issued to another app client (audience)', async () => {
    const otherClient = await api.sibling({ config: { clientId: 'partner-app-client' } });
    const foreign = await signIn(otherClient, user.email, { clientId: 'partner-app-client' });
    expect(claimsOf(foreign.idToken).aud).toBe('partner-app-client');
    const res = await me(bearer(foreign));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(NOT_AUTHENTICATED);
  });

  it('refuses an access token as the bearer (token_use must be id)', async () => {
    const res = await me({ authorization: `Bearer ${user.accessToken}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(NOT_AUTHENTICATED);
  });

  it('refuses a token whose payload was changed (bad signature)', async () => {
    const tampered = withPayload(user.idToken, (claims) => {
      claims.exp = (claims.exp as number) + 3600;
    });
    const res = await me({ authorization: `Bearer ${tampered}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(NOT_AUTHENTICATED);
  });

  it('refuses a token signed by a key that is not in the JWKS, even with the same kid', async () => {
    const header = JSON.parse(
      Buffer.from(user.idToken.split('.')[0] ?? '', 'base64url').toString('utf8'),
    ) as { kid: string };
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT(claimsOf(user.idToken))
      .setProtectedHeader({ alg: 'RS256', kid: header.kid, typ: 'JWT' })
      .sign(privateKey);
    const res = await me({ authorization: `Bearer ${forged}` });
    expect(res.statusCode).toBe(401);
  });

  it('refuses the id token of a session that was signed out everywhere', async () => {
    const session = await signIn(api.app, user.email);
    expect((await me(bearer(session))).statusCode).toBe(200);
    const out = await identityAction(api.app, 'GlobalSignOut', {
      AccessToken: session.accessToken,
    });
    expect(out.statusCode).toBe(200);
    const res = await me(bearer(session));
    expect(res.statusCode).toBe(401);
  });

  it('lets PUT /ps/v1/token through without a bearer token', async () => {
    const res = await api.app.inject({
      method: 'PUT',
      url: '/ps/v1/token',
      payload: { cognitoUserName: 'nobody', refreshToken: 'not-a-refresh-token' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('refresh_failed');
  });
});
