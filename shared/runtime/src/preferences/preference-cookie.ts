/** A year: a preference is kept until the user changes it. */
const PREFERENCE_COOKIE_MAX_AGE_S = 31_536_000;

/**
 * Keeps a preference where the app server sees it, so that it can send the page already shaped
 * by it (the language's strings preloaded, the frame in the chosen theme). The choice itself stays
 * in storage; the cookie is a copy for the server, readable by this origin's pages only.
 */
export function writePreferenceCookie(
  name: string,
  value: string,
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
  /** 0 removes the cookie: the server then goes by what the browser says of itself. */
  maxAgeS = PREFERENCE_COOKIE_MAX_AGE_S,
): void {
  if (!doc) return;
  doc.cookie = `${name}=${value}; path=/; max-age=${maxAgeS}; SameSite=Lax`;
}
