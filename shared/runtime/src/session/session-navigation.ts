/**
 * How the session layer moves the visitor (e.g. to sign-in after a refused refresh). The host
 * registers its router, so the move happens without a reload; before that, or in a page without
 * a router, the browser navigates.
 */
let navigateImpl: ((path: string) => void) | null = null;

export function setSessionNavigator(navigate: ((path: string) => void) | null): void {
  navigateImpl = navigate;
}

export function navigateForSession(path: string): void {
  if (navigateImpl) navigateImpl(path);
  else if (typeof window !== 'undefined') window.location.assign(path);
}
