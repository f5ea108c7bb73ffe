import type { SignInResult } from '@harmo/shared';

/**
 * A new identity (tokens of a sign-in whose account does not exist yet) on its way to
 * /auth/create-account. Security: the tokens live in this module's memory only, never in the
 * address, the history state or storage; a reload forgets them and the visitor signs in again.
 */
let pending: SignInResult | null = null;

export function holdPendingIdentity(result: SignInResult): void {
  pending = result;
}

export function pendingIdentity(): SignInResult | null {
  return pending;
}

export function forgetPendingIdentity(): void {
  pending = null;
}
