import type { AddressInfo } from 'node:net';
import { SessionRefreshError, cognitoSessionRefresher } from '../../src/modules/accounts';
import { identityTokenVerifier } from '../../src/modules/identity';
import type { SignedIn, TestApi } from './harness';
import { CLIENT_ID, claimsOf, identityAction, newAccount, signIn, startTestApi } from './harness';

const REFRESH_FAILED = {
  error: 'refresh_failed',
  message: 'Cannot retrieve a new session, please authenticate.',
};

describe('accounts: PUT /ps/v1/token', () => {
  let api: TestApi;
  let user: SignedIn & { accountId: string };

  beforeAll(async () => {
    api = await startTestApi();
    user = await newAccount(api, 'refresher');
  });
  afterAll(async () => {
    await api?.close();
  });

  const refresh = (body: Record<string, unknown>) =>
    api.app.inject({ method: 'PUT', url: '/ps/v1/token', payload: body });

  it('gives new id and access tokens that work as a bearer', async () => {
    const session = await signIn(api.app, user.email);
    const username = claimsOf(session.idToken)['cognito:username'] as string;
    const res = await refresh({ cognitoUserName: username, refreshToken: session.refreshToken });
    expect(res.statusCode).toBe(200);
    const tokens = res.json<{ accessToken: string; idToken: string }>();
    expect(Object.keys(tokens).sort()).toEqual(['accessToken', 'idToken']);
    expect(claimsOf(tokens.idToken)).toMatchObject({ sub: user.sub, token_use: 'id' });
    expect(claimsOf(tokens.accessToken)).toMatchObject({ sub: user.sub, token_use: 'access' });

    const me = await api.app.inject({
      method: 'GET',
      url: '/ps/v1/accounts/me',
      headers: { authorization: `Bearer ${tokens.idToken}` },
    });
    expect(me.json()).toMatchObject({ accountId: user.accountId });
  });

  it('fails once the refresh token is revoked', async () => {
    const session = await signIn(api.app, user.email);
    const body = { cognitoUserName: user.sub, refreshToken: session.refreshToken };
    expect((await refresh(body)).statusCode).toBe(200);

    const revoked = await identityAction(api.app, 'RevokeToken', {
      Token: session.refreshToken,
      ClientId: CLIENT_ID,
    });
    expect(revoked.statusCode).toBe(200);

    const res = await refresh(body);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(REFRESH_FAILED);
  });

  it('fails for an unknown refresh token and for another user’s name', async () => {
    const session = await signIn(api.app, user.email);
    const unknown = await refresh({ cognitoUserName: user.sub, refreshToken: 'x'.repeat(86) });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(REFRESH_FAILED);

    const otherName = await refresh({
      cognitoUserName: '00000000-0000-4000-8000-000000000000',
      refreshToken: session.refreshToken,
    });
    expect(otherName.statusCode).toBe(401);
    expect(otherName.json()).toEqual(REFRESH_FAILED);
  });

  it('answers 400 when a field is missing', async () => {
    const res = await refresh({ refreshToken: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('body.cognitoUserName');
  });

  it('can refresh against a user pool over its JSON 1.1 endpoint (as with real Cognito)', async () => {
    await api.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = api.app.server.address() as AddressInfo;
    const refresher = cognitoSessionRefresher({
      endpoint: `http://127.0.0.1:${port}/identity/`,
      clientId: CLIENT_ID,
      verifier: identityTokenVerifier(api.db, api.config, {}),
    });
    const session = await signIn(api.app, user.email);
    const tokens = await refresher.refresh({
      cognitoUserName: user.sub,
      refreshToken: session.refreshToken,
    });
    expect(claimsOf(tokens.idToken).sub).toBe(user.sub);

    await expect(
      refresher.refresh({ cognitoUserName: 'someone-else', refreshToken: session.refreshToken }),
    ).rejects.toBeInstanceOf(SessionRefreshError);
    await identityAction(api.app, 'GlobalSignOut', { AccessToken: session.accessToken });
    await expect(
      refresher.refresh({ cognitoUserName: user.sub, refreshToken: session.refreshToken }),
    ).rejects.toBeInstanceOf(SessionRefreshError);
  });
});
