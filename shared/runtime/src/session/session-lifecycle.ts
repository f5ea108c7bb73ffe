import type { MeResponse } from '@harmo/contracts/accounts';
import { ApiError } from '../api/api-client';
import { queryClient } from '../query/query-client';
import { SIGN_IN_PATH, rememberReturnTarget } from '../routing/return-target';
import { signedInIdentityUser } from '../auth/signed-in-identity';
import { forgetEverythingKept } from '../tab-storage/tab-storage';
import {
  forgetStoredSession,
  hasStoredSession,
  storeHandOver,
  storeSignIn,
  storedCredentials,
  type SignInResult,
} from '../auth/token-store';
import {
  getIdToken,
  installTokenPolicy,
  markSessionChanged,
  setRefreshRefusedHandler,
  startTokenRefreshTimer,
  stopTokenRefreshTimer,
} from '../auth/token-policy';
import { accountsQueryKeys, familyQueryOptions, meQueryOptions, sharingQueryOptions } from './api';
import { readHandOver, withoutHandOverTokens, type HandOver } from './hand-over';
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
  forgetStoredSession();
  useSessionStore.getState().clear();
  queryClient.clear();
}

const onAuthPath = (pathname: string) => pathname === '/auth' || pathname.startsWith('/auth/');

/**
 * The stored session is no longer usable (refresh refused, account gone, signed out in another
 * tab): forget it and send the visitor to sign-in, remembering where they were so that they come
 * back after signing in. The store says the session ended, for the sign-in screen to tell why.
 */
export function expireSession(): void {
  const { pathname, search, hash } = window.location;
  if (!onAuthPath(pathname)) rememberReturnTarget({ pathname, search, hash, params: {} });
  clearLocalSession();
  useSessionStore.setState({ sessionEnded: true });
  if (!onAuthPath(pathname)) navigateForSession(SIGN_IN_PATH);
}

// A failed refresh sends the visitor to sign-in (the default of every page).
setRefreshRefusedHandler(expireSession);

/**
 * Replaces whatever session was stored with a new one (sign-in or mobile hand-over): nothing of
 * the previous user (their current patient, cached queries) may show for the new one.
 */
function adoptSession(store: () => void, cognitoUserName: string): void {
  const previous = storedCredentials().cognitoUserName;
  markSessionChanged();
  stopTokenRefreshTimer();
  if (previous !== cognitoUserName) {
    // The stored current patient belonged to someone else.
    useSessionStore.getState().setCurrentPatientId(null);
  }
  useSessionStore.setState({ user: null, sessionEnded: false });
  useSessionStore.getState().setPatients({}, null);
  queryClient.clear();
  store();
  useSessionStore.getState().recomputeScopes();
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
  useSessionStore.setState({ loadFailed: false });
  try {
    const idToken = await getIdToken();
    if (!idToken || generation !== loadGeneration) return false;
    const [me, family, sharing] = await Promise.all([
      queryClient.fetchQuery(meQueryOptions),
      queryClient.fetchQuery(familyQueryOptions),
      queryClient.fetchQuery(sharingQueryOptions),
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
    } else if (hasStoredSession()) {
      // Not when the sign-in itself was refused on the way (its handler has ended the session).
      useSessionStore.setState({ loadFailed: true });
    }
    return false;
  } finally {
    if (generation === loadGeneration) useSessionStore.getState().setLoading(false);
  }
}

/**
 * After a screen changed who the account acts for (a family member added or removed, a sharing
 * accepted or ended) or its own profile: the account's queries are fetched again and the
 * patients map rebuilt, without the loading state (the screen stays). The current patient stays
 * while still in the map; otherwise it goes back to the account itself.
 */
export async function refreshPatients(): Promise<void> {
  const generation = loadGeneration;
  await queryClient.invalidateQueries({ queryKey: accountsQueryKeys.all, refetchType: 'none' });
  const [me, family, sharing] = await Promise.all([
    queryClient.fetchQuery(meQueryOptions),
    queryClient.fetchQuery(familyQueryOptions),
    queryClient.fetchQuery(sharingQueryOptions),
  ]);
  // A sign-out or another sign-in meanwhile: this answer belongs to a session that is gone.
  if (generation !== loadGeneration) return;
  const patients = buildPatientsMap(me, family, sharing);
  const store = useSessionStore.getState();
  store.setUser(me);
  store.setPatients(patients, me.accountId);
  store.setCurrentPatientId(chooseCurrentPatient(patients, store.currentPatientId, null));
}

/**
 * Stores a sign-in the me call has verified (`me` is its answer, kept so the page need not ask
 * again) and loads the session. Only the sign-in service calls this.
 */
export async function completeSignIn(result: SignInResult, me?: MeResponse): Promise<boolean> {
  adoptSession(() => storeSignIn(result), result.cognitoUserName);
  if (me) queryClient.setQueryData(accountsQueryKeys.me, me);
  return loadSession();
}

/** How long sign-out waits for the identity endpoint before forgetting the session anyway. */
export const SIGN_OUT_REVOKE_TIMEOUT_MS = 3000;

/** Revokes this browser's refresh token at the identity endpoint (RevokeToken). */
async function revokeStoredRefreshToken(): Promise<void> {
  if (!storedCredentials().cognitoUserName) return;
  let user;
  try {
    // A fresh access token lets the library's sign-out revoke without refreshing on its own.
    user = await signedInIdentityUser();
  } catch {
    return;
  }
  await new Promise<void>((resolve, reject) =>
    (user.signOut as (callback: (error?: unknown) => void) => void)((error) =>
      error ? reject(error) : resolve(),
    ),
  );
}

/**
 * Sign-out: the refresh token is revoked at the identity endpoint, then the user,
 * current patient, tokens, refresh token and user name are cleared, and what this tab kept for
 * the person (drafts, a photo not sent). A failed revocation (offline) still signs out this
 * browser. A session that merely ended (a refused refresh) keeps the tab's drafts: they belong to
 * the account, and come back when it signs in again.
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
    forgetEverythingKept();
  }
}

/**
 * A hand-over link that carries another user than the one signed in here. Security (login
 * CSRF): a link made by someone else could otherwise switch this browser into their account,
 * and the user would record medicines or send prescriptions into it. It waits, in memory only,
 * until the user chooses; the current session stays meanwhile.
 */
let pendingHandOver: HandOver | null = null;

/** Switches to the session of the pending hand-over link. */
export function acceptPendingHandOver(): Promise<boolean> {
  const handOver = pendingHandOver;
  pendingHandOver = null;
  useSessionStore.getState().setPendingHandOver(null);
  if (!handOver) return Promise.resolve(false);
  adoptSession(() => storeHandOver(handOver), handOver.cognitoUserName);
  handedOverCurrentAccount = handOver.currentAccount;
  return loadSession();
}

/** Keeps the signed-in session and forgets the hand-over link. */
export function declinePendingHandOver(): void {
  pendingHandOver = null;
  useSessionStore.getState().setPendingHandOver(null);
}

/**
 * Another tab of this browser signed out, or signed another user in: this page follows at once.
 * Otherwise it would go on showing a session it no longer has (its guard sending the person to
 * sign-in and the sign-in page, which sees the user still in memory, sending them back, round
 * and round), or one user's screens under another's tokens. Signed out there: the session ends
 * here as an expired one does; another user: the page starts again with theirs. `key` is null
 * when the storage was cleared.
 */
function followOtherTabs(): void {
  window.addEventListener('storage', ({ key }) => {
    if ((key === null || key === STORAGE_KEYS.cognitoUserName) && useSessionStore.getState().user) {
      if (hasStoredSession()) window.location.reload();
      else expireSession();
    }
  });
}

/**
 * Starts the session layer of a page: the host calls it once at start (a remote running alone
 * too). A mobile hand-over in the address leaves the address and the history at once; it is
 * adopted when nobody is signed in here or it carries the same user, and otherwise waits for the
 * user's choice. Then a stored session is loaded in the background (guarded screens wait on
 * `loading`).
 */
export function startSession(): Promise<boolean> {
  installTokenPolicy();
  setRefreshRefusedHandler(expireSession);
  followOtherTabs();
  const handOver = readHandOver(window.location.search);
  if (handOver) {
    window.history.replaceState(
      window.history.state,
      '',
      withoutHandOverTokens(window.location.href),
    );
    const { cognitoUserName: current } = storedCredentials();
    if (current && current !== handOver.cognitoUserName) {
      pendingHandOver = handOver;
      useSessionStore.getState().setPendingHandOver({
        incomingUserName: handOver.cognitoUserName,
        currentUserName: current,
      });
    } else {
      adoptSession(() => storeHandOver(handOver), handOver.cognitoUserName);
      handedOverCurrentAccount = handOver.currentAccount;
    }
  }
  if (!storedCredentials().cognitoUserName && !storedCredentials().refreshToken) {
    return Promise.resolve(false);
  }
  // Set before the first render, so that no guarded screen shows before the user is known.
  useSessionStore.getState().setLoading(true);
  // A load that failed on the way is tried again once the browser is back online.
  window.addEventListener('online', () => {
    if (useSessionStore.getState().loadFailed) void loadSession();
  });
  return loadSession();
}
