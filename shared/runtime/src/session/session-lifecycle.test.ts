import { waitFor } from '@testing-library/react';
import { setRuntimeConfig } from '../config/runtime-config';
import { runtimeConfigFromEnv } from '@harmo/build/runtime-config';
import { queryClient } from '../query/query-client';
import { fakeTokens } from '../auth/testing/fake-tokens';
import { person } from '../testing/account-fixtures';
import { identityCacheKey, forgetStoredSession } from '../auth/token-store';
import { getIdToken } from '../auth/token-policy';
import { accountsQueryKeys } from './api';
import {
  SIGN_OUT_REVOKE_TIMEOUT_MS,
  completeSignIn,
  signOut,
  startSession,
} from './session-lifecycle';
import { setSessionNavigator } from './session-navigation';
import { useSessionStore } from './session-store';
import { keep, keepText, readKeptText } from '../tab-storage/tab-storage';

const fetchMock = jest.fn();
const json = (status: number, body: unknown) =>
  ({
    ok: status < 400,
    status,
    statusText: 'x',
    headers: new Headers(),
    json: async () => body,
  }) as Response;

beforeAll(() => {
  setRuntimeConfig(
    runtimeConfigFromEnv({
      HARMO_API_URL: 'https://api.example',
      HARMO_IDENTITY_ENDPOINT: 'https://identity.example/',
      HARMO_USER_POOL_CLIENT_ID: 'client-1',
    }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  setSessionNavigator(jest.fn());
});

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string | URL) => {
    const target = String(url);
    if (target === 'https://identity.example/') return json(200, {});
    const { pathname } = new URL(target);
    if (pathname === '/ps/v1/accounts/me') return json(200, { ...person('me'), email: 'me@x.jp' });
    if (pathname === '/ps/v1/accounts/family') return json(200, { family: [person('kid')] });
    return json(200, { receivedAccountSharing: [], familyAccountSharing: [] });
  });
  forgetStoredSession();
  useSessionStore.getState().clear();
});

describe('session lifecycle', () => {
  it('a completed sign-in stores tokens, user name and refresh token and loads the patients', async () => {
    const tokens = fakeTokens({ userName: 'u-1', expiresInSeconds: 3600 });
    await expect(completeSignIn({ ...tokens, cognitoUserName: 'u-1' })).resolves.toBe(true);
    const state = useSessionStore.getState();
    expect(localStorage.getItem('refreshToken')).toBe(tokens.refreshToken);
    expect(localStorage.getItem('cognitoUserName')).toBe('u-1');
    expect(localStorage.getItem(identityCacheKey('u-1', 'accessToken'))).toBe(tokens.accessToken);
    expect(state.user).toMatchObject({ accountId: 'me', email: 'me@x.jp' });
    expect(Object.keys(state.patients)).toEqual(['me', 'kid']);
    expect(state.currentPatientId).toBe('me');
    expect(state.scopes).toEqual([]);
  });

  it('sign-out revokes the refresh token and clears user, patient, tokens and caches', async () => {
    const tokens = fakeTokens({ userName: 'u-1', expiresInSeconds: 3600 });
    await completeSignIn({ ...tokens, cognitoUserName: 'u-1' });
    expect(queryClient.getQueryData(accountsQueryKeys.me)).toBeDefined();
    fetchMock.mockClear();

    await signOut();

    const revoke = fetchMock.mock.calls.find(
      ([, init]) =>
        init?.headers?.['X-Amz-Target'] === 'AWSCognitoIdentityProviderService.RevokeToken',
    );
    expect(revoke).toBeDefined();
    expect(JSON.parse(revoke![1].body)).toEqual({
      Token: tokens.refreshToken,
      ClientId: 'client-1',
    });
    const state = useSessionStore.getState();
    expect(state.user).toBeNull();
    expect(state.currentPatientId).toBeNull();
    expect(state.patients).toEqual({});
    expect(state.scopes).toEqual(['user']);
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('cognitoUserName')).toBeNull();
    expect(localStorage.getItem('currentPatientId')).toBeNull();
    expect(localStorage.getItem(identityCacheKey('u-1', 'idToken'))).toBeNull();
    expect(queryClient.getQueryData(accountsQueryKeys.me)).toBeUndefined();
  });

  it('sign-out forgets what the tab kept for the person, and nothing else of the tab', async () => {
    const tokens = fakeTokens({ userName: 'u-1', expiresInSeconds: 3600 });
    await completeSignIn({ ...tokens, cognitoUserName: 'u-1' });
    keep('projects.draft.create-project', { owner: 'me', value: { title: '服薬フォロー' } });
    keepText('guidance.draftPhoto.me/me', 'data:image/jpeg;base64,/9j/4AE=');
    sessionStorage.setItem('another.site.part', 'kept');

    await signOut();

    expect(readKeptText('projects.draft.create-project')).toBeNull();
    expect(readKeptText('guidance.draftPhoto.me/me')).toBeNull();
    expect(sessionStorage.getItem('another.site.part')).toBe('kept');
  });

  it('says when the account could not be loaded on the way, keeps the session, and loads it again once online', async () => {
    const tokens = fakeTokens({ userName: 'u-1', expiresInSeconds: 3600 });
    await completeSignIn({ ...tokens, cognitoUserName: 'u-1' });
    // A new page of the same session, offline.
    useSessionStore.getState().clear();
    queryClient.clear();
    // The query client's retries (a network failure is tried three more times, seconds apart)
    // are its own rule; here the load fails at once.
    queryClient.setQueryDefaults(accountsQueryKeys.all, { retry: false });
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(startSession()).resolves.toBe(false);
    expect(useSessionStore.getState()).toMatchObject({ loadFailed: true, user: null });
    expect(localStorage.getItem('refreshToken')).toBe(tokens.refreshToken);

    fetchMock.mockImplementation(answer);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(useSessionStore.getState().user).not.toBeNull());
    expect(useSessionStore.getState().loadFailed).toBe(false);
    queryClient.setQueryDefaults(accountsQueryKeys.all, {});
  });

  it('does not call an account that is gone a failure to load: the session ends', async () => {
    const tokens = fakeTokens({ userName: 'u-1', expiresInSeconds: 3600 });
    await completeSignIn({ ...tokens, cognitoUserName: 'u-1' });
    useSessionStore.getState().clear();
    queryClient.clear();
    fetchMock.mockResolvedValue(json(404, { error: 'not_found' }));
    await expect(startSession()).resolves.toBe(false);
    expect(useSessionStore.getState().loadFailed).toBe(false);
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('signs out locally even when the identity endpoint cannot be reached', async () => {
    const tokens = fakeTokens({ userName: 'u-1', expiresInSeconds: 3600 });
    await completeSignIn({ ...tokens, cognitoUserName: 'u-1' });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const started = Date.now();
    await signOut();
    expect(Date.now() - started).toBeLessThan(SIGN_OUT_REVOKE_TIMEOUT_MS + 1000);
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
  }, 10_000);

  it('ends the session here when another tab signed out, without touching storage again', async () => {
    const navigate = jest.fn();
    setSessionNavigator(navigate);
    const tokens = fakeTokens({ userName: 'u-1', expiresInSeconds: 3600 });
    await completeSignIn({ ...tokens, cognitoUserName: 'u-1' });
    await startSession();
    expect(useSessionStore.getState().user).not.toBeNull();
    keep('projects.draft.create-project', { owner: 'me' });

    // The other tab's sign-out: storage is shared, this page's memory is not.
    localStorage.removeItem('cognitoUserName');
    localStorage.removeItem('refreshToken');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'cognitoUserName', oldValue: 'u-1', newValue: null }),
    );
    expect(useSessionStore.getState().user).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth/sign-in');
    // The sign-in screen tells the person why they are there, until they sign in again.
    expect(useSessionStore.getState().sessionEnded).toBe(true);
    // What the tab keeps is the account's own: it is there again when the account signs back in.
    expect(readKeptText('projects.draft.create-project')).toBe('{"owner":"me"}');
    await completeSignIn({ ...tokens, cognitoUserName: 'u-1' });
    expect(useSessionStore.getState().sessionEnded).toBe(false);
  });

  it('ends the session at its next call when its credentials are gone from storage', async () => {
    const navigate = jest.fn();
    setSessionNavigator(navigate);
    const tokens = fakeTokens({ userName: 'u-1', expiresInSeconds: 3600 });
    await completeSignIn({ ...tokens, cognitoUserName: 'u-1' });
    localStorage.removeItem('cognitoUserName');
    localStorage.removeItem('refreshToken');
    await expect(getIdToken()).resolves.toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth/sign-in');
    expect(useSessionStore.getState().sessionEnded).toBe(true);
  });
});
