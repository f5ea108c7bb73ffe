import { ACCOUNTS_PATHS } from '@harmo/contracts/accounts-paths';
import { ApiError, apiRequest, setTokenProvider } from '../api/api-client';
import { loadAccountsContract } from '../api/contracts';
import { setIdTokenProbe, useSessionStore } from '../session/session-store';
import { IDENTITY_ERRORS } from './identity-errors';
import {
  readCachedTokens,
  secondsRemaining,
  storeRefreshedTokens,
  storedCredentials,
} from './token-store';

/** An id token is reused while more than 180 seconds remain (docs/constants.md). */
export const ID_TOKEN_REUSE_MIN_SECONDS = 180;
/** Tokens are refreshed every 3600 seconds while the app is open. */
export const TOKEN_REFRESH_INTERVAL_MS = 3600 * 1000;

/**
 * Whether the server refused the stored refresh token (revoked, expired, another user) or
 * there is nothing to refresh with. Only a refusal ends the session: a network failure or a
 * server fault leaves the user signed in to try again.
 */
export function isRefreshRefusal(error: unknown): boolean {
  if (error instanceof ApiError) {
    return (
      error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429
    );
  }
  return error instanceof Error && error.message === IDENTITY_ERRORS.noRefreshCredentials;
}

let onRefused: (error: unknown) => void = () => undefined;

/** The session layer decides what a refused refresh does (sign-out and go to sign-in). */
export function setRefreshRefusedHandler(handler: (error: unknown) => void): void {
  onRefused = handler;
}

/**
 * Bumped whenever the stored session is replaced or cleared, so that a refresh that was under
 * way for an earlier session never writes its tokens over the new one.
 */
let sessionGeneration = 0;
export function markSessionChanged(): void {
  sessionGeneration += 1;
  refreshing = null;
}

let refreshing: Promise<string> | null = null;

/**
 * One refresh through the product API (PUT /ps/v1/token), shared by every caller that asks
 * while it is under way (single flight): parallel requests never spend the refresh token twice.
 */
export function refreshIdToken(): Promise<string> {
  if (refreshing) return refreshing;
  const generation = sessionGeneration;
  const flight = (async () => {
    const { cognitoUserName, refreshToken } = storedCredentials();
    try {
      if (!cognitoUserName || !refreshToken) throw new Error(IDENTITY_ERRORS.noRefreshCredentials);
      const tokens = await apiRequest(ACCOUNTS_PATHS.token, {
        method: 'PUT',
        json: { cognitoUserName, refreshToken },
        schema: () => loadAccountsContract().then((contract) => contract.TokenRefreshResponse),
        // The refresh itself never carries a bearer token (it would ask for a refresh again).
        auth: false,
      });
      if (generation !== sessionGeneration) throw new Error(IDENTITY_ERRORS.notAuthenticated);
      storeRefreshedTokens(cognitoUserName, tokens);
      useSessionStore.getState().recomputeScopes();
      return tokens.idToken;
    } catch (error) {
      if (generation === sessionGeneration && isRefreshRefusal(error)) onRefused(error);
      throw error;
    }
  })();
  refreshing = flight;
  const settled = () => {
    if (refreshing === flight) refreshing = null;
  };
  flight.then(settled, settled);
  return flight;
}

/**
 * The id token for the Authorization header: the cached one while more than 180 s remain
 * (judged with the stored clock drift), otherwise one shared refresh. Signed out: null, and the
 * call goes without a bearer token.
 */
export async function getIdToken(nowMs = Date.now()): Promise<string | null> {
  const { cognitoUserName, refreshToken } = storedCredentials();
  if (!cognitoUserName && !refreshToken) {
    // Gone from storage while this page still shows someone signed in (signed out elsewhere):
    // the session ends here too, rather than every call failing as unauthenticated.
    if (useSessionStore.getState().user) onRefused(null);
    return null;
  }
  const cached = readCachedTokens(cognitoUserName);
  if (
    cached &&
    secondsRemaining(cached.idToken, cached.clockDrift, nowMs) > ID_TOKEN_REUSE_MIN_SECONDS
  ) {
    return cached.idToken;
  }
  try {
    return await refreshIdToken();
  } catch (error) {
    // Offline for a moment: a token that has not yet expired still serves this call.
    if (
      !isRefreshRefusal(error) &&
      cached &&
      secondsRemaining(cached.idToken, cached.clockDrift) > 0
    ) {
      return cached.idToken;
    }
    throw error;
  }
}

/** The cached access token (for identity calls such as the account upgrade), refreshed alike. */
export async function getAccessToken(): Promise<string | null> {
  const idToken = await getIdToken();
  if (!idToken) return null;
  return readCachedTokens(storedCredentials().cognitoUserName)?.accessToken ?? null;
}

let refreshTimer: ReturnType<typeof setInterval> | null = null;

/** Refreshes every hour while signed in, so that a long-open page never holds stale tokens. */
export function startTokenRefreshTimer(): void {
  stopTokenRefreshTimer();
  refreshTimer = setInterval(() => {
    refreshIdToken().catch(() => undefined);
  }, TOKEN_REFRESH_INTERVAL_MS);
}

export function stopTokenRefreshTimer(): void {
  if (refreshTimer !== null) clearInterval(refreshTimer);
  refreshTimer = null;
}

let installed = false;

/** Makes every apiRequest carry the id token, and tells the store how to see cached tokens. */
export function installTokenPolicy(): void {
  if (installed) return;
  installed = true;
  setTokenProvider(() => getIdToken());
  setIdTokenProbe(() => {
    try {
      return readCachedTokens(storedCredentials().cognitoUserName) !== null;
    } catch {
      return false;
    }
  });
}
