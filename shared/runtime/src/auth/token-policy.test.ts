import { setRuntimeConfig } from '../config/runtime-config';
import { runtimeConfigFromEnv } from '@harmo/build/runtime-config';
import { apiRequest } from '../api/api-client';
import { useSessionStore } from '../session/session-store';
import { setSessionNavigator } from '../session/session-navigation';
import { startSession } from '../session/session-lifecycle';
import { identityCacheKey, storeSignIn, forgetStoredSession } from './token-store';
import {
  TOKEN_REFRESH_INTERVAL_MS,
  getIdToken,
  installTokenPolicy,
  refreshIdToken,
  startTokenRefreshTimer,
  stopTokenRefreshTimer,
} from './token-policy';
import { fakeTokens } from './testing/fake-tokens';

const fetchMock = jest.fn();
const navigate = jest.fn();
const USER = 'user-1';

const json = (status: number, body: unknown) =>
  ({ ok: status < 400, status, statusText: 'x', json: async () => body }) as Response;

/** Stores a signed-in session whose id token has `seconds` left. */
function signedInWith(seconds: number) {
  const tokens = fakeTokens({ userName: USER, expiresInSeconds: seconds });
  storeSignIn({ ...tokens, cognitoUserName: USER });
  return tokens;
}

function refreshCalls() {
  return fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/ps/v1/token'));
}

beforeAll(() => {
  setRuntimeConfig(runtimeConfigFromEnv({ HARMO_API_URL: 'https://api.example' }));
  global.fetch = fetchMock as unknown as typeof fetch;
  installTokenPolicy();
  setSessionNavigator(navigate);
});

beforeEach(() => {
  fetchMock.mockReset();
  navigate.mockReset();
  forgetStoredSession();
  useSessionStore.getState().clear();
  window.history.replaceState(null, '', '/');
});

afterEach(() => stopTokenRefreshTimer());

describe('token policy', () => {
  it('reuses the cached id token while more than 180 seconds remain', async () => {
    const tokens = signedInWith(181 + 5);
    await expect(getIdToken()).resolves.toBe(tokens.idToken);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes once through PUT /ps/v1/token when 180 seconds or less remain', async () => {
    const old = signedInWith(180);
    const fresh = fakeTokens({ userName: USER, expiresInSeconds: 3600 });
    fetchMock.mockResolvedValue(
      json(200, { idToken: fresh.idToken, accessToken: fresh.accessToken }),
    );
    await expect(getIdToken()).resolves.toBe(fresh.idToken);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('https://api.example/ps/v1/token');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body)).toEqual({
      cognitoUserName: USER,
      refreshToken: old.refreshToken,
    });
    expect(init.headers.Authorization).toBeUndefined();
    // The new tokens are cached where the identity library reads them; the refresh token stays.
    expect(localStorage.getItem(identityCacheKey(USER, 'idToken'))).toBe(fresh.idToken);
    expect(localStorage.getItem(identityCacheKey(USER, 'accessToken'))).toBe(fresh.accessToken);
    expect(localStorage.getItem('refreshToken')).toBe(old.refreshToken);
  });

  it('shares one refresh among parallel callers, including API requests', async () => {
    signedInWith(10);
    const fresh = fakeTokens({ userName: USER, expiresInSeconds: 3600 });
    let release: (value: Response) => void = () => undefined;
    fetchMock.mockImplementation((url: URL) =>
      String(url).endsWith('/ps/v1/token')
        ? new Promise<Response>((resolve) => (release = resolve))
        : Promise.resolve(json(200, { ok: true })),
    );
    const callers = [
      getIdToken(),
      getIdToken(),
      apiRequest('/ps/v1/accounts/me'),
      apiRequest('/ps/v1/accounts/family'),
      apiRequest('/ps/v1/accounts/sharing'),
    ];
    await Promise.resolve();
    release(json(200, { idToken: fresh.idToken, accessToken: fresh.accessToken }));
    const [first, second] = await Promise.all(callers);
    expect(first).toBe(fresh.idToken);
    expect(second).toBe(fresh.idToken);
    expect(refreshCalls()).toHaveLength(1);
    const apiCalls = fetchMock.mock.calls.filter(([url]) => String(url).includes('/accounts/'));
    expect(apiCalls).toHaveLength(3);
    for (const [, init] of apiCalls) {
      expect(init.headers.Authorization).toBe(`Bearer ${fresh.idToken}`);
    }
  });

  it('a refused refresh clears the session and goes to sign-in remembering the target', async () => {
    signedInWith(10);
    window.history.replaceState(null, '', '/guidance/42?tab=status#top');
    useSessionStore.getState().setCurrentPatientId('p-1');
    fetchMock.mockResolvedValue(json(401, { error: 'invalid_refresh_token' }));
    await expect(getIdToken()).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledWith('/auth/sign-in');
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('cognitoUserName')).toBeNull();
    expect(localStorage.getItem('currentPatientId')).toBeNull();
    expect(localStorage.getItem(identityCacheKey(USER, 'idToken'))).toBeNull();
    expect(JSON.parse(localStorage.getItem('returnTarget')!)).toMatchObject({
      pathname: '/guidance/42',
      search: '?tab=status',
      hash: '#top',
    });
  });

  it('without a refresh token or user name the refresh fails and sends to sign-in', async () => {
    localStorage.setItem('cognitoUserName', USER);
    await expect(refreshIdToken()).rejects.toThrow('No refresh token or cognito user name');
    expect(navigate).toHaveBeenCalledWith('/auth/sign-in');
  });

  it('a network failure keeps the session and a still-valid token', async () => {
    const tokens = signedInWith(60);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(getIdToken()).resolves.toBe(tokens.idToken);
    expect(localStorage.getItem('refreshToken')).toBe(tokens.refreshToken);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('signed out, calls go without a bearer token and nothing is refreshed', async () => {
    await expect(getIdToken()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('judges the remaining time with the stored clock drift', async () => {
    const tokens = signedInWith(600);
    // The browser clock runs 500 s ahead of the issuer's: the token has 600 s left, not 100 s.
    localStorage.setItem(identityCacheKey(USER, 'clockDrift'), '500');
    await expect(getIdToken(Date.now() + 500_000)).resolves.toBe(tokens.idToken);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes every 3600 seconds while the timer runs', async () => {
    jest.useFakeTimers();
    try {
      signedInWith(3600);
      const fresh = fakeTokens({ userName: USER, expiresInSeconds: 3600 });
      fetchMock.mockResolvedValue(
        json(200, { idToken: fresh.idToken, accessToken: fresh.accessToken }),
      );
      startTokenRefreshTimer();
      jest.advanceTimersByTime(TOKEN_REFRESH_INTERVAL_MS - 1);
      expect(refreshCalls()).toHaveLength(0);
      jest.advanceTimersByTime(1);
      expect(refreshCalls()).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a session start with an unusable stored session ends at sign-in', async () => {
    localStorage.setItem('refreshToken', 'stored-refresh-token');
    localStorage.setItem('cognitoUserName', 'stored-user');
    window.history.replaceState(null, '', '/oauth/clients');
    fetchMock.mockResolvedValue(json(401, { error: 'unauthorized' }));
    await expect(startSession()).resolves.toBe(false);
    expect(navigate).toHaveBeenCalledWith('/auth/sign-in');
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(useSessionStore.getState().loading).toBe(false);
  });
});
