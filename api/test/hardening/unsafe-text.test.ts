import { DEFAULT_CLIENT_ID } from '../../src/modules/identity';
import { identityAction } from '../accounts/harness';
import type { OAuthTestApi } from '../oauth/harness';
import { bearer, signInDemoUser, startOAuthApi } from '../oauth/harness';

/**
 * NUL (and other control characters) in any input is the client's mistake: every place a probe
 * once turned it into a 500 (PostgreSQL cannot store NUL) must now answer 400.
 */
let api: OAuthTestApi;
let token: string;

beforeAll(async () => {
  api = await startOAuthApi();
  token = await signInDemoUser(api.app);
});
afterAll(async () => {
  await api.close();
});

const NUL_EMAIL = 'a\u0000b@harmo.example';

describe('a NUL character is refused with 400', () => {
  it.each([
    [
      'InitiateAuth user name',
      'InitiateAuth',
      {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: DEFAULT_CLIENT_ID,
        AuthParameters: { USERNAME: NUL_EMAIL, PASSWORD: 'x' },
      },
    ],
    [
      'SignUp',
      'SignUp',
      {
        ClientId: DEFAULT_CLIENT_ID,
        Username: NUL_EMAIL,
        Password: 'Harmo-test-2026',
        UserAttributes: [{ Name: 'email', Value: NUL_EMAIL }],
      },
    ],
    ['ForgotPassword', 'ForgotPassword', { ClientId: DEFAULT_CLIENT_ID, Username: NUL_EMAIL }],
    [
      'ConfirmSignUp',
      'ConfirmSignUp',
      { ClientId: DEFAULT_CLIENT_ID, Username: NUL_EMAIL, ConfirmationCode: '123456' },
    ],
    [
      'ResendConfirmationCode',
      'ResendConfirmationCode',
      { ClientId: DEFAULT_CLIENT_ID, Username: NUL_EMAIL },
    ],
  ])('identity action: %s', async (_label, action, body) => {
    const res = await identityAction(api.app, action, body);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ __type: 'InvalidParameterException' });
  });

  const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
  const signedIn = () => bearer(token);

  it.each([
    ['GET /dev/outbox?to=a%00b', 'GET', '/dev/outbox?to=a%00b', () => ({}), undefined],
    [
      'POST /oauth/token with client_id=%00',
      'POST',
      '/oauth/token',
      () => FORM,
      'grant_type=authorization_code&code=abc&client_id=%00',
    ],
    [
      'GET /oauth/auth with a redirect URI containing NUL',
      'GET',
      '/oauth/auth?client_id=x&response_type=code&redirect_uri=https%3A%2F%2Fp.example%2F%00cb',
      () => ({}),
      undefined,
    ],
    [
      'registering a client with a redirect URI containing NUL',
      'POST',
      '/ps/v1/oauth/clients',
      signedIn,
      {
        name: 'app',
        type: 'public',
        redirectUris: ['https://partner.example/\u0000cb'],
        allowedScopes: ['openid'],
      },
    ],
    ['GET /ps/v1/oauth/clients/%00', 'GET', '/ps/v1/oauth/clients/%00', signedIn, undefined],
    [
      'DELETE /ps/v1/oauth/consents/%00',
      'DELETE',
      '/ps/v1/oauth/consents/%00',
      signedIn,
      undefined,
    ],
    [
      'the hosted token endpoint (/oauth2/token) with code=%00',
      'POST',
      '/oauth2/token',
      () => FORM,
      `grant_type=authorization_code&client_id=${DEFAULT_CLIENT_ID}&code=%00&redirect_uri=x`,
    ],
    [
      'an escape character in a query string',
      'GET',
      '/dev/outbox?to=a%1Bb%40x.example',
      () => ({}),
      undefined,
    ],
  ] as const)('%s', async (_label, method, url, headers, payload) => {
    const res = await api.app.inject({
      method,
      url,
      headers: headers(),
      ...(payload === undefined ? {} : { payload }),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('a name of invisible characters alone is refused with 400', () => {
  it.each([
    [
      'the account’s own name',
      'PUT',
      '/ps/v1/accounts/me',
      { name: '\u200B', kana: 'ヤマダ ハナコ', birthDate: '1985-04-12', gender: 'female' },
    ],
    [
      'an OAuth client’s name',
      'POST',
      '/ps/v1/oauth/clients',
      {
        name: '\u2060',
        type: 'public',
        redirectUris: ['https://partner.example/cb'],
        allowedScopes: ['openid'],
      },
    ],
  ] as const)('%s', async (_label, method, url, payload) => {
    const res = await api.app.inject({ method, url, headers: bearer(token), payload });
    expect(res.statusCode).toBe(400);
    const me = await api.app.inject({
      method: 'GET',
      url: '/ps/v1/accounts/me',
      headers: bearer(token),
    });
    expect(me.json()).toMatchObject({ name: expect.stringMatching(/\S/) });
  });
});
