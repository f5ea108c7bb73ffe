import { STORAGE_KEYS, storage } from '../session/storage-keys';

export const SIGN_IN_PATH = '/auth/sign-in';

export interface ReturnTarget {
  pathname: string;
  search: string;
  hash: string;
  params: Record<string, string | undefined>;
}

/**
 * Security rule (no open redirect): a return target is only ever a path on this origin.
 * Absolute URLs, protocol-relative `//host` paths and backslash tricks (`/\host`) are refused.
 */
export function isSafeReturnPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return false;
  if (!value.startsWith('/')) return false;
  if (value.startsWith('//') || value.startsWith('/\\')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(value)) return false;
  try {
    const base = 'https://harmo.invalid';
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}

export function returnTargetPath(
  target: Pick<ReturnTarget, 'pathname' | 'search' | 'hash'>,
): string {
  return `${target.pathname}${target.search}${target.hash}`;
}

/** Remembers where a guarded visit was going, to return there after sign-in. */
export function rememberReturnTarget(target: ReturnTarget): void {
  const path = returnTargetPath(target);
  if (!isSafeReturnPath(path) || target.pathname.startsWith('/auth/')) return;
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
  return target ? returnTargetPath(target) : fallback;
}
