import { setRuntimeConfig } from '../config/runtime-config';
import { runtimeConfigFromEnv } from '@harmo/build/runtime-config';
import { fakeTokens } from '../auth/testing/fake-tokens';
import { readHandOver, withoutHandOverTokens } from './hand-over';
import { startSession } from './session-lifecycle';
import { useSessionStore } from './session-store';
import { setSessionNavigator } from './session-navigation';

const fetchMock = jest.fn();
const json = (status: number, body: unknown) =>
  ({ ok: status < 400, status, statusText: 'x', json: async () => body }) as Response;

beforeAll(() => {
  setRuntimeConfig(runtimeConfigFromEnv({ HARMO_API_URL: 'https://api.example' }));
  global.fetch = fetchMock as unknown as typeof fetch;
  setSessionNavigator(jest.fn());
});
beforeEach(() => {
  fetchMock.mockReset();
  useSessionStore.getState().clear();
});

describe('mobile hand-over', () => {
  it('reads user name, refresh token and current account from the query', () => {
    expect(readHandOver('?cognitoUserName=u-1&refreshToken=r.1&currentAccount=a-2')).toEqual({
      cognitoUserName: 'u-1',
      refreshToken: 'r.1',
      currentAccount: 'a-2',
    });
    expect(readHandOver('?cognitoUserName=Google_123&refreshToken=r')).toEqual({
      cognitoUserName: 'Google_123',
      refreshToken: 'r',
      currentAccount: null,
    });
  });

  it('needs both the user name and the refresh token, well formed', () => {
    expect(readHandOver('?cognitoUserName=u-1')).toBeNull();
    expect(readHandOver('?refreshToken=r')).toBeNull();
    expect(readHandOver('?cognitoUserName=&refreshToken=r')).toBeNull();
    expect(readHandOver('?cognitoUserName=u&refreshToken=a%20b')).toBeNull();
    expect(readHandOver(`?cognitoUserName=u&refreshToken=${'x'.repeat(9000)}`)).toBeNull();
  });

  it('removes the tokens from the address and keeps the rest', () => {
    expect(
      withoutHandOverTokens(
        'https://web.example/auth/sign-in?cognitoUserName=u&refreshToken=r&currentAccount=a#x',
      ),
    ).toBe('/auth/sign-in?currentAccount=a#x');
  });

  it('restores the session without typing and cleans the address at start', async () => {
    const tokens = fakeTokens({ userName: 'u-1', expiresInSeconds: 3600 });
    const person = (accountId: string) => ({
      accountId,
      name: accountId,
      kana: 'カナ',
      gender: 'male',
      birthDate: null,
    });
    fetchMock.mockImplementation(async (url: URL, init: RequestInit) => {
      const path = new URL(url).pathname;
      if (path === '/ps/v1/token') {
        expect(JSON.parse(String(init.body))).toEqual({
          cognitoUserName: 'u-1',
          refreshToken: 'r-1',
        });
        return json(200, { idToken: tokens.idToken, accessToken: tokens.accessToken });
      }
      if (path === '/ps/v1/accounts/me') return json(200, { ...person('self-1'), email: 'a@b.jp' });
      if (path === '/ps/v1/accounts/family') return json(200, { family: [person('kid-1')] });
      return json(200, { receivedAccountSharing: [], familyAccountSharing: [] });
    });
    window.history.replaceState(
      null,
      '',
      '/auth/sign-in?cognitoUserName=u-1&refreshToken=r-1&currentAccount=kid-1',
    );
    const loaded = startSession();
    // The tokens leave the address before anything else runs.
    expect(window.location.search).toBe('?currentAccount=kid-1');
    expect(useSessionStore.getState().loading).toBe(true);
    await expect(loaded).resolves.toBe(true);
    const state = useSessionStore.getState();
    expect(localStorage.getItem('refreshToken')).toBe('r-1');
    expect(localStorage.getItem('cognitoUserName')).toBe('u-1');
    expect(state.user?.accountId).toBe('self-1');
    expect(state.currentPatientId).toBe('kid-1');
    expect(state.mainPatientId).toBe('self-1');
    expect(state.loading).toBe(false);
  });
});
