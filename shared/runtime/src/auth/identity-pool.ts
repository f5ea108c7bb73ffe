import type { CognitoUser, CognitoUserPool, ICognitoStorage } from 'amazon-cognito-identity-js';
import { getRuntimeConfig } from '../config/runtime-config';
import { storage } from '../session/storage-keys';

/** Prefix of every key the identity library caches (tokens, clock drift, device keys). */
export const IDENTITY_CACHE_PREFIX = 'CognitoIdentityServiceProvider.';

/**
 * The identity library's storage: local storage with the in-memory fallback of the session
 * helper, so a WebView without DOM storage still keeps its tokens for the visit.
 */
export const identityStorage: ICognitoStorage = {
  getItem: (key) => storage.get(key),
  setItem: (key, value) => storage.set(key, value),
  removeItem: (key) => storage.remove(key),
  clear: () => {
    for (const key of storage.keysWithPrefix(IDENTITY_CACHE_PREFIX)) storage.remove(key);
  },
};

/**
 * The identity library, loaded when a sign-in, sign-up or sign-out needs it: every page starts
 * with the session layer, but only these screens need SRP and the user-pool protocol.
 */
export const loadIdentityLibrary = () =>
  import(/* webpackChunkName: "identity-library" */ 'amazon-cognito-identity-js');

let pool: { key: string; value: CognitoUserPool } | null = null;

/**
 * The user pool of the configured identity endpoint. The library validates the pool id
 * ('Invalid UserPoolId format.') and requires both ids; the runtime configuration already
 * refused a malformed one before this runs.
 */
export async function getUserPool(): Promise<CognitoUserPool> {
  const { CognitoUserPool } = await loadIdentityLibrary();
  const { identity } = getRuntimeConfig();
  const key = `${identity.userPoolId}|${identity.clientId}|${identity.endpoint ?? ''}`;
  if (pool?.key !== key) {
    pool = {
      key,
      value: new CognitoUserPool({
        UserPoolId: identity.userPoolId,
        ClientId: identity.clientId,
        ...(identity.endpoint ? { endpoint: identity.endpoint } : {}),
        Storage: identityStorage,
      }),
    };
  }
  return pool.value;
}

/** A library user object for a sign-in name (an e-mail address) or a user name. */
export async function cognitoUserFor(userName: string): Promise<CognitoUser> {
  const { CognitoUser } = await loadIdentityLibrary();
  return new CognitoUser({
    Username: userName,
    Pool: await getUserPool(),
    Storage: identityStorage,
  });
}

/** The app client id, which the identity library and the hosted domain both need. */
export function identityClientId(): string {
  return getRuntimeConfig().identity.clientId;
}
