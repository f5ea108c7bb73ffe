import type { MeResponse } from '@harmo/contracts/accounts';
import { ApiError } from '../api/api-client';
import { decodeJwtClaims } from './jwt-claims';
import { getMe } from '../session/api/get-me';
import { completeSignIn } from '../session/session-lifecycle';
import { useSessionStore } from '../session/session-store';
import { forgetCachedTokens, storedCredentials, type SignInResult } from './token-store';

/**
 * The one way a sign-in ends, whichever way it came in (password, Google or Apple code, a new
 * account's first sign-in): the identity's tokens are checked against the product API's me call
 * and only then stored. Screens render the steps and call this service; they never hold tokens.
 *
 * - `signedIn`: verified and stored; the session is loading.
 * - `accountMissing`: the identity is real but has no harmo account yet. Its tokens stay in this
 *   module's memory for the account-creation screen (never in the address, the history or
 *   storage: a reload forgets them and the visitor signs in again).
 * - `failed`: the check could not be made (offline, server fault); nothing was stored.
 */
export type SignInOutcome =
  { kind: 'signedIn' } | { kind: 'accountMissing' } | { kind: 'failed'; error: unknown };

let newIdentity: SignInResult | null = null;

/** Verifies a sign-in through the me call and stores it (see SignInOutcome). */
export async function finishSignIn(result: SignInResult): Promise<SignInOutcome> {
  const store = useSessionStore.getState();
  store.setSignInPending(true);
  try {
    let me: MeResponse;
    try {
      me = await getMe({ idToken: result.idToken });
    } catch (error) {
      // The identity library caches what it receives; an unverified sign-in must not stay there.
      if (storedCredentials().cognitoUserName !== result.cognitoUserName) {
        forgetCachedTokens(result.cognitoUserName);
      }
      if (error instanceof ApiError && error.status === 404) {
        newIdentity = result;
        return { kind: 'accountMissing' };
      }
      return { kind: 'failed', error };
    }
    newIdentity = null;
    await completeSignIn(result, me);
    return { kind: 'signedIn' };
  } finally {
    useSessionStore.getState().setSignInPending(false);
  }
}

/** Whether a new identity waits for its account to be created. */
export function hasNewIdentity(): boolean {
  return newIdentity !== null;
}

/** The waiting identity's e-mail, to show whose account is being created. */
export function newIdentityEmail(): string | null {
  const email = newIdentity ? decodeJwtClaims(newIdentity.idToken)?.email : null;
  return typeof email === 'string' ? email : null;
}

/**
 * Runs the calls that create the waiting identity's account with its tokens (they are not stored
 * yet, so each call passes them itself), then signs it in. Refuses when nothing is waiting.
 */
export async function createAccountForNewIdentity(
  create: (tokens: { idToken: string; accessToken: string }) => Promise<void>,
): Promise<SignInOutcome> {
  const identity = newIdentity;
  if (!identity) return { kind: 'failed', error: new Error('No new identity is waiting') };
  await create({ idToken: identity.idToken, accessToken: identity.accessToken });
  return finishSignIn(identity);
}

/** The visitor gave up creating an account (or signed out): the waiting tokens go. */
export function forgetNewIdentity(): void {
  newIdentity = null;
}
