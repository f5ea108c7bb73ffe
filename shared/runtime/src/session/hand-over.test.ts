import { forgetStoredSession, storeHandOver, storedCredentials } from '../auth/token-store';
import { setRuntimeConfig } from '../config/runtime-config';
import { runtimeConfigFromEnv } from '@harmo/build/runtime-config';
import { fakeTokens } from '../auth/testing/fake-tokens';
import { readHandOver, withoutHandOverTokens } from './hand-over';
import { acceptPendingHandOver, declinePendingHandOver, startSession } from './session-lifecycle';
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
  forgetStoredSession();
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
      gender: 'male' as const,
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

describe('a hand-over link for another user than the one signed in', () => {
  const answerFor = (userName: string) => {
    const tokens = fakeTokens({ userName, expiresInSeconds: 3600 });
    return tokens;
  };

  beforeEach(() => {
    fetchMock.mockImplementation(async (url: URL, init: RequestInit) => {
      const path = new URL(url).pathname;
      if (path === '/ps/v1/token') {
        const { cognitoUserName } = JSON.parse(String(init.body)) as { cognitoUserName: string };
        const tokens = answerFor(cognitoUserName);
        return json(200, { idToken: tokens.idToken, accessToken: tokens.accessToken });
      }
      if (path === '/ps/v1/accounts/me') {
        return json(200, {
          accountId: 'self',
          name: 'n',
          kana: 'カナ',
          gender: 'female',
          birthDate: null,
          email: null,
        });
      }
      if (path === '/ps/v1/accounts/family') return json(200, { family: [] });
      return json(200, { receivedAccountSharing: [], familyAccountSharing: [] });
    });
    storeHandOver({ cognitoUserName: 'owner', refreshToken: 'r-owner' });
    window.history.replaceState(null, '', '/guidance?cognitoUserName=other&refreshToken=r-other');
  });

  it('keeps the signed-in user, asks first and takes the tokens out of the address', async () => {
    await startSession();
    expect(window.location.search).toBe('');
    expect(storedCredentials()).toEqual({ cognitoUserName: 'owner', refreshToken: 'r-owner' });
    expect(useSessionStore.getState().pendingHandOver).toEqual({
      incomingUserName: 'other',
      currentUserName: 'owner',
    });
  });

  it('declining keeps the first user and forgets the link', async () => {
    await startSession();
    declinePendingHandOver();
    expect(useSessionStore.getState().pendingHandOver).toBeNull();
    await expect(acceptPendingHandOver()).resolves.toBe(false);
    expect(storedCredentials().cognitoUserName).toBe('owner');
  });

  it('accepting switches to the user of the link', async () => {
    await startSession();
    await expect(acceptPendingHandOver()).resolves.toBe(true);
    expect(storedCredentials()).toEqual({ cognitoUserName: 'other', refreshToken: 'r-other' });
    expect(useSessionStore.getState().pendingHandOver).toBeNull();
  });

  it('a link for the signed-in user itself is taken without asking', async () => {
    window.history.replaceState(null, '', '/?cognitoUserName=owner&refreshToken=r-owner-2');
    await startSession();
    expect(useSessionStore.getState().pendingHandOver).toBeNull();
    expect(storedCredentials().refreshToken).toBe('r-owner-2');
  });
});
