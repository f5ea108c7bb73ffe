/*
 * What a tab keeps for the person signed in: a form half filled, a photo chosen and not sent, a
 * step waiting for another site to send the person back (a card's 3-D Secure check, an OAuth
 * flow's test). It is kept in the tab's session storage, so that a reload (a phone waking a tab
 * it had put to sleep, a pull to refresh) or the round trip keeps it, and it goes with the tab:
 * on a shared phone it never outlives the tab, is never sent anywhere, and a sign-out forgets all
 * of it at once. Every key is under one prefix so that the sign-out can find them all.
 *
 * A browser may refuse session storage (blocked storage, a WebView without DOM storage, a full
 * quota): then nothing is kept and nothing throws; the screen works and only forgets on a reload.
 */

/** The session storage keys of what a tab keeps: `harmo.tab.<name>`. */
export const TAB_KEPT_PREFIX = 'harmo.tab.';

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The text kept under `name`, or null (none, or storage cannot be read). */
export function readKeptText(name: string): string | null {
  try {
    return tabStorage()?.getItem(TAB_KEPT_PREFIX + name) ?? null;
  } catch {
    return null;
  }
}

/** Forgets what is kept under `name`. */
export function forgetKept(name: string): void {
  try {
    tabStorage()?.removeItem(TAB_KEPT_PREFIX + name);
  } catch {
    /* nothing kept */
  }
}

/**
 * Keeps `text` under `name`; false when storage refused it. A refused write forgets what was kept
 * there before: an older value must never come back in place of the newer one.
 */
export function keepText(name: string, text: string): boolean {
  try {
    const storage = tabStorage();
    if (storage) {
      storage.setItem(TAB_KEPT_PREFIX + name, text);
      return true;
    }
  } catch {
    /* full, or refused */
  }
  forgetKept(name);
  return false;
}

/** Keeps `value` under `name` as JSON; false when storage refused it (see `keepText`). */
export function keep(name: string, value: unknown): boolean {
  return keepText(name, JSON.stringify(value));
}

/**
 * The value kept under `name`, read by `parse`, which answers null for anything that is not the
 * value it expects. Storage may have been changed by hand or written by an older release: what
 * is not JSON, or what `parse` refuses, is forgotten and never shown.
 */
export function readKept<T>(name: string, parse: (stored: unknown) => T | null): T | null {
  const text = readKeptText(name);
  if (text === null) return null;
  let value: T | null = null;
  try {
    value = parse(JSON.parse(text));
  } catch {
    /* not JSON */
  }
  if (value === null) forgetKept(name);
  return value;
}

/** Forgets everything this tab keeps: the person signed out. */
export function forgetEverythingKept(): void {
  try {
    const storage = tabStorage();
    if (!storage) return;
    // Backwards, as each removal shifts the keys after it.
    for (let index = storage.length - 1; index >= 0; index -= 1) {
      const key = storage.key(index);
      if (key?.startsWith(TAB_KEPT_PREFIX)) storage.removeItem(key);
    }
  } catch {
    /* nothing kept */
  }
}
