import { forgetNewIdentity, hasNewIdentity } from './sign-in-service';
import { setRuntimeConfig } from '../config/runtime-config';
import { runtimeConfigFromEnv } from '@harmo/build/runtime-config';
import { useSessionStore } from '../session/session-store';
import { setSessionNavigator } from '../session/session-navigation';
import { signInWithCode, socialSignInUrl } from './code-sign-in';
import { identityCacheKey, forgetStoredSession } from './token-store';
import { fakeTokens } from './testing/fake-tokens';

const fetchMock = jest.fn();
const json = (status: number, body: unknown) =>
  ({ ok: status < 400, status, statusText: 'x', json: async () => body }) as Response;

beforeAll(() => {
  setRuntimeConfig(
    runtimeConfigFromEnv({
      HARMO_API_URL: 'https://api.example',
      HARMO_AUTH_DOMAIN: 'https://auth.example',
      HARMO_WEB_ORIGIN: 'https://web.example',
      HARMO_USER_POOL_CLIENT_ID: 'client-1',
    }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  setSessionNavigator(jest.fn());
});
beforeEach(() => {
  fetchMock.mockReset();
  forgetStoredSession();
  useSessionStore.getState().clear();
});

const person = {
  accountId: 'acc-1',
  name: '山田',
  kana: 'ヤマダ',
  gender: 'male',
  birthDate: null,
};

function answers(meStatus: number) {
  const tokens = fakeTokens({ userName: 'Google_42', expiresInSeconds: 3600, sub: 'sub-42' });
  fetchMock.mockImplementation(async (url: URL) => {
    const { pathname } = new URL(url);
    if (pathname === '/oauth2/token') {
      return json(200, {
        access_token: tokens.accessToken,
        id_token: tokens.idToken,
        refresh_token: tokens.refreshToken,
        expires_in: 3600,
        token_type: 'Bearer',
      });
    }
    if (pathname === '/ps/v1/accounts/me') {
      return meStatus === 200
        ? json(200, { ...person, email: 'g@example.jp' })
        : json(meStatus, { error: 'account_not_found' });
    }
    if (pathname === '/ps/v1/accounts/family') return json(200, { family: [] });
    return json(200, { receivedAccountSharing: [], familyAccountSharing: [] });
  });
  return tokens;
}

describe('social and code sign-in', () => {
  it('sends the browser to the hosted authorize path with provider, callback and scopes', () => {
    const url = new URL(socialSignInUrl('SignInWithApple', 'state-1'));
    expect(`${url.origin}${url.pathname}`).toBe('https://auth.example/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      identity_provider: 'SignInWithApple',
      redirect_uri: 'https://web.example/auth/oauth2-callback',
      response_type: 'CODE',
      client_id: 'client-1',
      scope: 'aws.cognito.signin.user.admin email openid',
      state: 'state-1',
    });
  });

  it('exchanges the code with query parameters and stores a verified sign-in', async () => {
    const tokens = answers(200);
    localStorage.setItem('harmo.oauthState', 's-1');
    const outcome = await signInWithCode('code-1', 's-1');
    expect(outcome).toEqual({ kind: 'signedIn' });
    const [url, init] = fetchMock.mock.calls[0]!;
    const exchange = new URL(url);
    expect(init.method).toBe('POST');
    expect(Object.fromEntries(exchange.searchParams)).toEqual({
      grant_type: 'authorization_code',
      client_id: 'client-1',
      code: 'code-1',
      redirect_uri: 'https://web.example/auth/oauth2-callback',
    });
    const verify = fetchMock.mock.calls[1]!;
    expect(String(verify[0])).toBe('https://api.example/ps/v1/accounts/me');
    expect(verify[1].headers.Authorization).toBe(`Bearer ${tokens.idToken}`);
    // The user name comes from the id token's cognito:username claim.
    expect(localStorage.getItem('cognitoUserName')).toBe('Google_42');
    expect(localStorage.getItem('refreshToken')).toBe(tokens.refreshToken);
    expect(localStorage.getItem(identityCacheKey('Google_42', 'idToken'))).toBe(tokens.idToken);
    expect(useSessionStore.getState().user?.accountId).toBe('acc-1');
  });

  it('keeps an identity without an account in memory only, unstored', async () => {
    answers(404);
    localStorage.setItem('harmo.oauthState', 's-2');
    const outcome = await signInWithCode('code-2', 's-2');
    expect(outcome).toEqual({ kind: 'accountMissing' });
    expect(hasNewIdentity()).toBe(true);
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('cognitoUserName')).toBeNull();
    expect(localStorage.getItem(identityCacheKey('Google_42', 'idToken'))).toBeNull();
    forgetNewIdentity();
    expect(hasNewIdentity()).toBe(false);
  });

  it('returns false when the provider call fails', async () => {
    fetchMock.mockResolvedValue(json(400, { error: 'invalid_grant' }));
    localStorage.setItem('harmo.oauthState', 's-3');
    await expect(signInWithCode('code-3', 's-3')).resolves.toBe(false);
  });

  it('refuses a code that answers no sign-in started in this browser', async () => {
    answers(200);
    localStorage.setItem('harmo.oauthState', 'mine');
    await expect(signInWithCode('code-4', 'someone-elses')).resolves.toBe(false);
    await expect(signInWithCode('code-5', null)).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
