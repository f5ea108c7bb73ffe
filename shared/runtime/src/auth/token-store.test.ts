import { runtimeConfigFromEnv } from '@harmo/build/runtime-config';
import { setRuntimeConfig } from '../config/runtime-config';
import { fakeTokens } from './testing/fake-tokens';
import {
  forgetStoredSession,
  hasStoredSession,
  identityCacheKey,
  readCachedTokens,
  storeHandOver,
  storeRefreshedTokens,
  storeSignIn,
  storedCredentials,
} from './token-store';

const NOW = Date.UTC(2026, 10, 24, 3, 0, 0);
const LAST_AUTH_USER = 'CognitoIdentityServiceProvider.harmo-web-local.LastAuthUser';

beforeAll(() => setRuntimeConfig(runtimeConfigFromEnv({})));
beforeEach(() => localStorage.clear());

describe('token store', () => {
  it('stores a sign-in under the app keys and in the identity library cache, for one user', () => {
    expect(hasStoredSession()).toBe(false);
    const tokens = fakeTokens({ userName: 'u-1', expiresInSeconds: 3600, nowMs: NOW });
    storeSignIn({ ...tokens, cognitoUserName: 'u-1' }, NOW);
    expect(localStorage.getItem('refreshToken')).toBe(tokens.refreshToken);
    expect(localStorage.getItem('cognitoUserName')).toBe('u-1');
    expect(localStorage.getItem(identityCacheKey('u-1', 'refreshToken'))).toBe(tokens.refreshToken);
    expect(localStorage.getItem(identityCacheKey('u-1', 'idToken'))).toBe(tokens.idToken);
    expect(localStorage.getItem(LAST_AUTH_USER)).toBe('u-1');
    expect(hasStoredSession()).toBe(true);
    expect(readCachedTokens('u-1')).toEqual({
      idToken: tokens.idToken,
      accessToken: tokens.accessToken,
      clockDrift: 0,
    });
  });

  it('drops the previous user’s cached tokens when another user signs in', () => {
    const first = fakeTokens({ userName: 'u-1', expiresInSeconds: 3600 });
    storeSignIn({ ...first, cognitoUserName: 'u-1' });
    const second = fakeTokens({ userName: 'u-2', expiresInSeconds: 3600 });
    storeSignIn({ ...second, cognitoUserName: 'u-2' });
    expect(readCachedTokens('u-1')).toBeNull();
    expect(localStorage.getItem(identityCacheKey('u-1', 'refreshToken'))).toBeNull();
    expect(storedCredentials()).toEqual({
      cognitoUserName: 'u-2',
      refreshToken: second.refreshToken,
    });
  });

  it('stores a hand-over’s refresh token where a refresh and the library look for it', () => {
    storeHandOver({ cognitoUserName: 'u-3', refreshToken: 'r-3' });
    expect(storedCredentials()).toEqual({ cognitoUserName: 'u-3', refreshToken: 'r-3' });
    expect(localStorage.getItem(identityCacheKey('u-3', 'refreshToken'))).toBe('r-3');
    expect(readCachedTokens('u-3')).toBeNull();
  });

  it('keeps the refresh token when a refresh brings new id and access tokens', () => {
    storeHandOver({ cognitoUserName: 'u-4', refreshToken: 'r-4' });
    const fresh = fakeTokens({ userName: 'u-4', expiresInSeconds: 3600 });
    storeRefreshedTokens('u-4', fresh);
    expect(readCachedTokens('u-4')?.idToken).toBe(fresh.idToken);
    expect(localStorage.getItem(identityCacheKey('u-4', 'refreshToken'))).toBe('r-4');
    expect(localStorage.getItem('refreshToken')).toBe('r-4');
  });

  it('forgets every key of the stored session on sign-out', () => {
    const tokens = fakeTokens({ userName: 'u-5', expiresInSeconds: 3600 });
    storeSignIn({ ...tokens, cognitoUserName: 'u-5' });
    forgetStoredSession();
    expect(hasStoredSession()).toBe(false);
    expect(readCachedTokens('u-5')).toBeNull();
    expect(
      Object.keys(localStorage).filter((key) => key.startsWith('CognitoIdentityServiceProvider')),
    ).toEqual([]);
  });

  it('counts a user name alone (identity-provider sign-in) as a stored session', () => {
    localStorage.setItem('cognitoUserName', 'Google_123');
    expect(hasStoredSession()).toBe(true);
  });
});
