import { useCallback, useEffect, useRef, useState, type SetStateAction } from 'react';
import { useSessionStore } from '@harmo/shared';

/** Session storage keys of the drafts, one a form. */
const DRAFT_KEY_PREFIX = 'harmo.projects.draft.';

const draftKey = (form: string) => `${DRAFT_KEY_PREFIX}${form}`;

/**
 * Session storage, or null where the browser refuses it (blocked storage, a WebView without DOM
 * storage): a form without it still works, it only forgets on a reload.
 */
function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function forgetDraft(form: string): void {
  try {
    tabStorage()?.removeItem(draftKey(form));
  } catch {
    /* nothing stored */
  }
}

function writeDraft(form: string, owner: string, value: unknown): void {
  try {
    tabStorage()?.setItem(draftKey(form), JSON.stringify({ owner, value }));
  } catch {
    // Full, or refused (private mode): an older draft must not come back in place of this one.
    forgetDraft(form);
  }
}

/**
 * The draft of the account signed in, or null. One of another account (signed in earlier in this
 * tab) or one that does not read as the form's values is dropped, never shown.
 */
function readDraft<T>(
  form: string,
  owner: string | null,
  read: (stored: unknown) => T | null,
): T | null {
  if (!owner) return null;
  let raw: string | null | undefined;
  try {
    raw = tabStorage()?.getItem(draftKey(form));
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as unknown;
    if (typeof stored === 'object' && stored !== null && 'owner' in stored && 'value' in stored) {
      const value = stored.owner === owner ? read(stored.value) : null;
      if (value !== null) return value;
    }
  } catch {
    /* not JSON */
  }
  forgetDraft(form);
  return null;
}

/**
 * A form's values that outlive a reload: kept in this tab's session storage (gone when the tab
 * closes, never sent anywhere) as the person types, for the account signed in only, and read
 * back when the form opens. `read` takes what storage holds and answers null for anything that is
 * not the form's values. Like `useState`, with a third member that forgets the draft once the
 * form has done its work; a change made after the screen has gone (an answer that came late) is
 * still written.
 */
export function useSessionDraft<T>(
  form: string,
  read: (stored: unknown) => T | null,
  initial: () => T,
): [T, (change: SetStateAction<T>) => void, () => void] {
  const owner = useSessionStore((s) => s.user?.accountId ?? null);
  const [held, setHeld] = useState(() => ({
    owner,
    value: readDraft(form, owner, read) ?? initial(),
  }));

  let current = held;
  if (held.owner !== owner) {
    // Another account now: its own draft, never the values typed for the one before.
    current = { owner, value: readDraft(form, owner, read) ?? initial() };
    setHeld(current);
  }

  const latest = useRef(current);
  useEffect(() => {
    latest.current = current;
  });

  const change = useCallback(
    (next: SetStateAction<T>) => {
      const { owner: draftOwner, value } = latest.current;
      const changed = typeof next === 'function' ? (next as (value: T) => T)(value) : next;
      latest.current = { owner: draftOwner, value: changed };
      setHeld(latest.current);
      if (draftOwner) writeDraft(form, draftOwner, changed);
    },
    [form],
  );
  const discard = useCallback(() => forgetDraft(form), [form]);

  return [current.value, change, discard];
}
