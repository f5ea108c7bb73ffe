import { ApiError } from '../api/api-client';
import { getRuntimeConfig } from '../config/runtime-config';
import { queryClient } from '../query/query-client';
import { SIGN_IN_PATH, rememberReturnTarget } from '../routing/return-target';
import { cognitoUserFor, loadIdentityLibrary } from '../auth/identity-pool';
import {
  cacheSessionTokens,
  clearCachedSessionTokens,
  readCachedTokens,
  storedCredentials,
  type SignInResult,
} from '../auth/token-cache';
import {
  getIdToken,
  installTokenPolicy,
  markSessionChanged,
  setRefreshRefusedHandler,
  startTokenRefreshTimer,
  stopTokenRefreshTimer,
} from '../auth/token-policy';
import {
  accountsQueryKeys,
  familyQuery,
  fetchMeWithIdToken,
  meQuery,
  sharingQuery,
  type Me,
} from './accounts-queries';
import { readHandOver, withoutHandOverTokens } from './hand-over';
import { CURRENT_ACCOUNT_PARAM, buildPatientsMap, chooseCurrentPatient } from './patients';
import { navigateForSession } from './session-navigation';
import { useSessionStore } from './session-store';
import { STORAGE_KEYS, storage } from './storage-keys';

/** `currentAccount` handed over by the mobile app, kept until the patients are known. */
let handedOverCurrentAccount: string | null = null;
/** Each load of the session; only the latest one may write its result. */
let loadGeneration = 0;

/**
 * Forgets the session in this browser: user, patients, current patient, cached
 * tokens, refresh token and user name, and every cached query (another user's data must not
 * survive a sign-out). The remembered device key stays, as in the identity library.
 */
export function clearLocalSession(): void {
  markSessionChanged();
  loadGeneration += 1;
  stopTokenRefreshTimer();
  handedOverCurrentAccount = null;
  try {
    clearCachedSessionTokens(storedCredentials().cognitoUserName);
  } catch {
    /* no configuration yet: nothing was cached */
  }
  useSessionStore.getState().clear();
  queryClient.clear();
}

const onAuthPath = (pathname: string) => pathname === '/auth' || pathname.startsWith('/auth/');

/**
 * The stored session is no longer usable (refresh refused, account gone): forget it and send
 * the visitor to sign-in, remembering where they were so that they come back after signing in.
 */
export function expireSession(): void {
  const { pathname, search, hash } = window.location;
  if (!onAuthPath(pathname)) rememberReturnTarget({ pathname, search, hash, params: {} });
  clearLocalSession();
  if (!onAuthPath(pathname)) navigateForSession(SIGN_IN_PATH);
}

// A failed refresh sends the visitor to sign-in (the default of every page).
setRefreshRefusedHandler(expireSession);

/** Replaces whatever session was stored with a new one (sign-in or mobile hand-over). */
function adoptCredentials(credentials: { cognitoUserName: string; refreshToken: string }): void {
  const previous = storedCredentials().cognitoUserName;
  markSessionChanged();
  stopTokenRefreshTimer();
  if (previous && previous !== credentials.cognitoUserName) {
    clearCachedSessionTokens(previous);
  }
  if (previous !== credentials.cognitoUserName) {
    // The stored current patient belonged to someone else.
    useSessionStore.getState().setCurrentPatientId(null);
  }
  useSessionStore.getState().setUser(null);
  useSessionStore.getState().setPatients({}, null);
  queryClient.clear();
  useSessionStore.getState().storeCredentials(credentials);
}

/**
 * Loads the signed-in user and the patients they act for, and picks the current patient.
 * `loading` is true meanwhile, so guarded screens show the spinner. Returns whether the user
 * is now loaded.
 */
export async function loadSession(): Promise<boolean> {
  const generation = ++loadGeneration;
  const store = useSessionStore.getState();
  store.setLoading(true);
  try {
    const idToken = await getIdToken();
    if (!idToken || generation !== loadGeneration) return false;
    const [me, family, sharing] = await Promise.all([
      queryClient.fetchQuery(meQuery),
      queryClient.fetchQuery(familyQuery),
      queryClient.fetchQuery(sharingQuery),
    ]);
    if (generation !== loadGeneration) return false;
    const patients = buildPatientsMap(me, family, sharing);
    const fromUrl = new URLSearchParams(window.location.search).get(CURRENT_ACCOUNT_PARAM);
    const currentPatientId = chooseCurrentPatient(
      patients,
      storage.get(STORAGE_KEYS.currentPatientId),
      fromUrl ?? handedOverCurrentAccount,
    );
    handedOverCurrentAccount = null;
    const { email, ...profile } = me;
    store.setUser({ ...profile, email });
    store.setPatients(patients, me.accountId);
    store.setCurrentPatientId(currentPatientId);
    startTokenRefreshTimer();
    return true;
  } catch (error) {
    if (generation !== loadGeneration) return false;
    // The tokens no longer name an account this browser may use: start again at sign-in.
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) {
      expireSession();
    }
    return false;
  } finally {
    if (generation === loadGeneration) useSessionStore.getState().setLoading(false);
  }
}

/** Stores a verified sign-in (the tokens, refresh token and user name) and loads it. */
export async function completeSignIn(result: SignInResult, me?: Me): Promise<boolean> {
  adoptCredentials(result);
  cacheSessionTokens(result.cognitoUserName, result);
  useSessionStore.getState().recomputeScopes();
  if (me) queryClient.setQueryData(accountsQueryKeys.me, me);
  return loadSession();
}

export type VerifiedSignIn =
  | { kind: 'signedIn' }
  /**
   * When the check against the me endpoint fails, the tokens go back to the caller
   * instead of being stored. `accountMissing`: the identity has no harmo account yet.
   */
  | { kind: 'unverified'; result: SignInResult; accountMissing: boolean; error: unknown };

/**
 * Checks that a new sign-in names a harmo account (GET /ps/v1/accounts/me with its id token)
 * and only then stores it. A password sign-in goes through here too: storing an identity that
 * has no account would leave the browser signed in to nothing.
 */
export async function verifyAndCompleteSignIn(result: SignInResult): Promise<VerifiedSignIn> {
  let me: Me;
  try {
    me = await fetchMeWithIdToken(result.idToken, getRuntimeConfig().apiBaseUrl);
  } catch (error) {
    // The identity library caches what it receives; an unverified sign-in must not stay there.
    if (storedCredentials().cognitoUserName !== result.cognitoUserName) {
      clearCachedSessionTokens(result.cognitoUserName);
    }
    const accountMissing = error instanceof ApiError && error.status === 404;
    return { kind: 'unverified', result, accountMissing, error };
  }
  await completeSignIn(result, me);
  return { kind: 'signedIn' };
}

/** How long sign-out waits for the identity endpoint before forgetting the session anyway. */
export const SIGN_OUT_REVOKE_TIMEOUT_MS = 3000;

/** Revokes this browser's refresh token at the identity endpoint (RevokeToken). */
async function revokeStoredRefreshToken(): Promise<void> {
  const { cognitoUserName } = storedCredentials();
  if (!cognitoUserName) return;
  // A fresh access token lets the library's sign-out revoke without refreshing on its own.
  await getIdToken();
  const cached = readCachedTokens(cognitoUserName);
  const refreshToken = storage.get(STORAGE_KEYS.refreshToken);
  if (!cached?.accessToken || !refreshToken) return;
  const { CognitoAccessToken, CognitoIdToken, CognitoRefreshToken, CognitoUserSession } =
    await loadIdentityLibrary();
  const user = await cognitoUserFor(cognitoUserName);
  user.setSignInUserSession(
    new CognitoUserSession({
      IdToken: new CognitoIdToken({ IdToken: cached.idToken }),
      AccessToken: new CognitoAccessToken({ AccessToken: cached.accessToken }),
      RefreshToken: new CognitoRefreshToken({ RefreshToken: refreshToken }),
    }),
  );
  await new Promise<void>((resolve, reject) =>
    (user.signOut as (callback: (error?: unknown) => void) => void)((error) =>
      error ? reject(error) : resolve(),
    ),
  );
}

/**
 * Sign-out: the refresh token is revoked at the identity endpoint, then the user,
 * current patient, tokens, refresh token and user name are cleared. A failed revocation (offline)
 * still signs out this browser.
 */
export async function signOut(): Promise<void> {
  // Nothing must act on the expiring session meanwhile (no redirect from a refused refresh).
  setRefreshRefusedHandler(() => undefined);
  try {
    // The library retries an unreachable endpoint for up to 5 s; the user does not wait that long.
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      revokeStoredRefreshToken().finally(() => clearTimeout(timer)),
      new Promise((resolve) => (timer = setTimeout(resolve, SIGN_OUT_REVOKE_TIMEOUT_MS))),
    ]);
  } catch {
    /* signed out locally regardless */
  } finally {
    setRefreshRefusedHandler(expireSession);
    clearLocalSession();
  }
}

/**
 * Starts the session layer of a page: the host calls it once at start (a remote running alone
 * too). A mobile hand-over in the address is adopted and its tokens removed from the address at
 * once; then a stored session is loaded in the background (guarded screens wait on `loading`).
 */
export function startSession(): Promise<boolean> {
  installTokenPolicy();
  setRefreshRefusedHandler(expireSession);
  const handOver = readHandOver(window.location.search);
  if (handOver) {
    window.history.replaceState(
      window.history.state,
      '',
      withoutHandOverTokens(window.location.href),
    );
    adoptCredentials(handOver);
    handedOverCurrentAccount = handOver.currentAccount;
  }
  if (!storedCredentials().cognitoUserName && !storedCredentials().refreshToken) {
    return Promise.resolve(false);
  }
  // Set before the first render, so that no guarded screen shows before the user is known.
  useSessionStore.getState().setLoading(true);
  return loadSession();
}
