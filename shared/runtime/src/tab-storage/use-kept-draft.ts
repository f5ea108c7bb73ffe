import { useCallback, useEffect, useRef, useState, type SetStateAction } from 'react';
import { forgetKept, keep, readKept } from './tab-storage';

/** How a draft is kept: its owner beside its value, so that nobody else's draft is ever shown. */
interface OwnedDraft {
  owner: string;
  value: unknown;
}

function isOwnedDraft(stored: unknown): stored is OwnedDraft {
  return typeof stored === 'object' && stored !== null && 'owner' in stored && 'value' in stored;
}

/**
 * The owner's draft kept under `name`, or null. One of another owner (an account signed in
 * earlier in this tab) or one that `read` refuses is forgotten, never shown.
 */
function readDraft<T>(
  name: string,
  owner: string | null,
  read: (stored: unknown) => T | null,
): T | null {
  if (!owner) return null;
  return readKept(name, (stored) =>
    isOwnedDraft(stored) && stored.owner === owner ? read(stored.value) : null,
  );
}

/**
 * A form's values that outlive a reload, kept in this tab (see `tab-storage.ts`) as the person
 * types, for `owner` only (the account signed in, or an account and the patient it acts for), and
 * read back when the form opens. Null as owner keeps nothing (nobody is signed in yet). `read`
 * takes what storage holds and answers null for anything that is not the form's values.
 *
 * Like `useState`, with a third member that forgets the draft once the form has done its work. A
 * change made after the screen has gone (an answer that came late) is still kept. When the owner
 * changes, the form shows the new owner's own draft, never the values typed for the one before.
 */
export function useKeptDraft<T>(
  name: string,
  owner: string | null,
  read: (stored: unknown) => T | null,
  initial: () => T,
): [T, (change: SetStateAction<T>) => void, () => void] {
  const [held, setHeld] = useState(() => ({
    owner,
    value: readDraft(name, owner, read) ?? initial(),
  }));

  let current = held;
  if (held.owner !== owner) {
    current = { owner, value: readDraft(name, owner, read) ?? initial() };
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
      if (draftOwner) keep(name, { owner: draftOwner, value: changed } satisfies OwnedDraft);
    },
    [name],
  );
  const discard = useCallback(() => forgetKept(name), [name]);

  return [current.value, change, discard];
}
