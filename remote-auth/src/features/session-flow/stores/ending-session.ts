/**
 * Set while a screen ends the session on purpose (sign-out everywhere, deleting the account) and
 * goes on to sign-in itself: the signed-in-only screen it leaves must neither remember itself as
 * the place to return to nor redirect on its own.
 */
let ending = false;

export function markSessionEnding(): void {
  ending = true;
}

export function isSessionEnding(): boolean {
  return ending;
}

/** A session is back (signed in again): screens guard as usual. */
export function clearSessionEnding(): void {
  ending = false;
}
