import { STORAGE_KEYS, storage } from '../session/storage-keys';

export const SIGN_IN_PATH = '/auth/sign-in';

export interface ReturnTarget {
  pathname: string;
  search: string;
  hash: string;
  params: Record<string, string | undefined>;
}

const PLACEHOLDER_ORIGIN = 'https://harmo.invalid';

/**
 * Security rule (no open redirect): a return target is only ever a path on this origin. The
 * path is normalised first (dot segments resolved, as the browser will resolve them) and then
 * checked, so `/..//evil.example`, which normalises to the protocol-relative `//evil.example`,
 * is refused like it. Absolute URLs, `//host` paths, backslash tricks (`/\host`) and control
 * characters are refused. Returns the normalised path, or null.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith('/')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Whether `value` is a safe return path (see safeReturnPath). */
export function isSafeReturnPath(value: unknown): value is string {
  return safeReturnPath(value) !== null;
}

export function returnTargetPath(
  target: Pick<ReturnTarget, 'pathname' | 'search' | 'hash'>,
): string {
  return `${target.pathname}${target.search}${target.hash}`;
}

/**
 * The screens of signing in and out: returning to one of them after sign-in would start it
 * again. The account screens under /auth/ are places like any other.
 */
const SIGN_IN_FLOW_PATHS = [
  SIGN_IN_PATH,
  '/auth/oauth2-callback',
  '/auth/sign-out',
  '/auth/create-account',
];

/** Remembers where a guarded visit was going, to return there after sign-in. */
export function rememberReturnTarget(target: ReturnTarget): void {
  const path = returnTargetPath(target);
  const pathname = target.pathname.replace(/\/+$/, '');
  if (!isSafeReturnPath(path) || SIGN_IN_FLOW_PATHS.includes(pathname)) return;
  storage.set(STORAGE_KEYS.returnTarget, JSON.stringify({ ...target }));
  storage.set(STORAGE_KEYS.needRedirect, 'true');
}

export function readReturnTarget(): ReturnTarget | null {
  const raw = storage.get(STORAGE_KEYS.returnTarget);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as ReturnTarget;
    return isSafeReturnPath(returnTargetPath(parsed)) ? parsed : null;
  } catch {
    return null;
  }
}

/** Reads and forgets the remembered target; `fallback` when none (or an unsafe one) is stored. */
export function takeReturnPath(fallback = '/'): string {
  const target = readReturnTarget();
  storage.remove(STORAGE_KEYS.returnTarget);
  storage.remove(STORAGE_KEYS.needRedirect);
  return (target && safeReturnPath(returnTargetPath(target))) ?? fallback;
}
