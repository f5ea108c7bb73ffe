/**
 * The one module that writes a session's tokens. A session lives under two sets of keys: the
 * app's own (`refreshToken`, `cognitoUserName`, which the companion mobile app and earlier
 * releases read) and the identity library's cache (`CognitoIdentityServiceProvider.…`), which
 * the library reads to refresh and to sign out. Writing both here, and nowhere else, keeps them
 * naming the same user.
 */
import { STORAGE_KEYS, storage } from '../session/storage-keys';
import { identityClientId } from './identity-pool';
import { expiryOf, issuedAtOf } from './jwt-claims';

/** Tokens of a signed-in session. */
export interface SessionTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

/** A sign-in's result: the tokens and the identity-provider user name. */
export interface SignInResult extends SessionTokens {
  cognitoUserName: string;
}

type CachedItem = 'idToken' | 'accessToken' | 'refreshToken' | 'clockDrift';

/**
 * Where the identity library keeps a user's session, so tokens written here and tokens the
 * library caches after a password sign-in are one and the same.
 */
export function identityCacheKey(userName: string, item: CachedItem): string {
  return `CognitoIdentityServiceProvider.${identityClientId()}.${userName}.${item}`;
}

const lastAuthUserKey = () => `CognitoIdentityServiceProvider.${identityClientId()}.LastAuthUser`;

export interface CachedTokens {
  idToken: string;
  accessToken: string | null;
  /** Seconds the browser clock is ahead of the issuer's (now − iat at receipt). */
  clockDrift: number;
}

/** The stored identity-provider user name and refresh token (keys in docs/constants.md). */
export function storedCredentials(): {
  cognitoUserName: string | null;
  refreshToken: string | null;
} {
  return {
    cognitoUserName: storage.get(STORAGE_KEYS.cognitoUserName),
    refreshToken: storage.get(STORAGE_KEYS.refreshToken),
  };
}

export function readCachedTokens(userName: string | null): CachedTokens | null {
  if (!userName) return null;
  const idToken = storage.get(identityCacheKey(userName, 'idToken'));
  if (!idToken) return null;
  return {
    idToken,
    accessToken: storage.get(identityCacheKey(userName, 'accessToken')),
    clockDrift:
      Number.parseInt(storage.get(identityCacheKey(userName, 'clockDrift')) ?? '', 10) || 0,
  };
}

/** Clock drift as the identity library computes it: now minus the earliest issue time. */
export function clockDriftOf(
  tokens: Pick<SessionTokens, 'idToken' | 'accessToken'>,
  nowMs: number,
) {
  const issued = [issuedAtOf(tokens.idToken), issuedAtOf(tokens.accessToken)].filter(
    (value): value is number => value !== null,
  );
  return issued.length === 0 ? 0 : Math.floor(nowMs / 1000) - Math.min(...issued);
}

/** Seconds an id token has left, judged on the issuer's clock (now minus the clock drift). */
export function secondsRemaining(token: string, clockDrift: number, nowMs = Date.now()): number {
  const exp = expiryOf(token);
  if (exp === null) return 0;
  return exp - (Math.floor(nowMs / 1000) - clockDrift);
}

/** Whether this browser holds anything to restore a session from. */
export function hasStoredSession(): boolean {
  const { cognitoUserName, refreshToken } = storedCredentials();
  return Boolean(cognitoUserName || refreshToken);
}

/** Caches a session's tokens where the identity library reads them. */
function cacheSessionTokens(
  userName: string,
  tokens: Pick<SessionTokens, 'idToken' | 'accessToken'> & { refreshToken?: string | null },
  nowMs = Date.now(),
): void {
  storage.set(identityCacheKey(userName, 'idToken'), tokens.idToken);
  storage.set(identityCacheKey(userName, 'accessToken'), tokens.accessToken);
  if (tokens.refreshToken)
    storage.set(identityCacheKey(userName, 'refreshToken'), tokens.refreshToken);
  storage.set(identityCacheKey(userName, 'clockDrift'), String(clockDriftOf(tokens, nowMs)));
  storage.set(lastAuthUserKey(), userName);
}

/** Forgets a user's cached tokens; the remembered device key stays, as in the library. */
export function forgetCachedTokens(userName: string | null): void {
  if (userName) {
    for (const item of ['idToken', 'accessToken', 'refreshToken', 'clockDrift'] as const) {
      storage.remove(identityCacheKey(userName, item));
    }
    storage.remove(`CognitoIdentityServiceProvider.${identityClientId()}.${userName}.userData`);
  }
  storage.remove(lastAuthUserKey());
}

/** Stores a verified sign-in: the app's keys and the library's cache, for the same user. */
export function storeSignIn(result: SignInResult, nowMs = Date.now()): void {
  replaceStoredUser(result.cognitoUserName);
  storage.set(STORAGE_KEYS.refreshToken, result.refreshToken);
  cacheSessionTokens(result.cognitoUserName, result, nowMs);
}

/**
 * Stores the session the mobile app handed over: a user name and a refresh token, no id token
 * yet (the first call refreshes).
 */
export function storeHandOver(credentials: { cognitoUserName: string; refreshToken: string }) {
  replaceStoredUser(credentials.cognitoUserName);
  storage.set(STORAGE_KEYS.refreshToken, credentials.refreshToken);
  storage.set(
    identityCacheKey(credentials.cognitoUserName, 'refreshToken'),
    credentials.refreshToken,
  );
  storage.set(lastAuthUserKey(), credentials.cognitoUserName);
}

/** Stores the tokens a refresh returned; the refresh token itself stays as it was. */
export function storeRefreshedTokens(
  userName: string,
  tokens: Pick<SessionTokens, 'idToken' | 'accessToken'>,
  nowMs = Date.now(),
): void {
  cacheSessionTokens(
    userName,
    { ...tokens, refreshToken: storedCredentials().refreshToken },
    nowMs,
  );
}

/** Sign-out: the stored user name, refresh token and the user's cached tokens go. */
export function forgetStoredSession(): void {
  const { cognitoUserName } = storedCredentials();
  storage.remove(STORAGE_KEYS.refreshToken);
  storage.remove(STORAGE_KEYS.cognitoUserName);
  try {
    forgetCachedTokens(cognitoUserName);
  } catch {
    /* no configuration yet: nothing was cached */
  }
}

/** A new user replaces the stored one: the previous user's cached tokens must not linger. */
function replaceStoredUser(userName: string): void {
  const previous = storedCredentials().cognitoUserName;
  if (previous && previous !== userName) forgetCachedTokens(previous);
  storage.set(STORAGE_KEYS.cognitoUserName, userName);
}
