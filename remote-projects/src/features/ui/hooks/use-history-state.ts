import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, type To } from 'react-router';

/**
 * How a value is kept in a history entry: `write` gives plain data the browser can store (no
 * class instances, no binary), `read` takes back whatever an entry holds and answers null for
 * anything that is not such a value (an older shape, an entry changed by hand).
 */
export interface HistoryStateCodec<T> {
  read(kept: unknown): T | null;
  write(value: T): unknown;
}

/** The entry does not name the value at all: not "none", but "not said". */
const NOT_KEPT = Symbol('not kept');

function entryState(state: unknown): Record<string, unknown> {
  return typeof state === 'object' && state !== null && !Array.isArray(state)
    ? (state as Record<string, unknown>)
    : {};
}

function sameValue<T>(kept: unknown, value: T | null, codec: HistoryStateCodec<T>): boolean {
  if (kept === null || value === null) return kept === value;
  return JSON.stringify(kept) === JSON.stringify(codec.write(value));
}

interface Held<T> {
  /** The history entry the value was last taken from or given to. */
  entry: string;
  value: T | null;
  /** A write the entry still waits for: the current entry replaced, or a new one opened at `to`. */
  write: { to?: To } | null;
}

/**
 * A value of the page kept in its entry of the browser's history (`history.state`): it comes back
 * after a reload (a phone waking a tab it had put to sleep, a pull to refresh) and with the back
 * and forward buttons, and it never leaves the browser, unlike the address. An entry that names
 * the value (or says there is none) is taken as it is; another part of the app that replaces the
 * entry without it does not take it from the page: it is written back.
 *
 * `keep(value)` shows the value at once and replaces the entry after the render, outside the event
 * that changed it: React takes a router update made in a form's submit for the form's own action.
 * `keep(value, { to })` opens a new entry at `to` instead.
 */
export function useHistoryState<T>(
  name: string,
  codec: HistoryStateCodec<T>,
): [T | null, (value: T | null, options?: { to: To }) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => entryState(location.state), [location.state]);
  const kept = Object.hasOwn(state, name) ? state[name] : NOT_KEPT;
  const [held, setHeld] = useState<Held<T>>(() => ({
    entry: location.key,
    value: kept === NOT_KEPT ? null : codec.read(kept),
    write: null,
  }));

  let current = held;
  if (held.entry !== location.key) {
    // Read again only what differs from the value held: the page's own write comes back equal.
    const value =
      kept === NOT_KEPT || sameValue(kept, held.value, codec) ? held.value : codec.read(kept);
    current = {
      entry: location.key,
      value,
      write: kept === NOT_KEPT && value !== null ? {} : null,
    };
    setHeld(current);
  }

  const { pathname, search, hash } = location;
  const { value, write } = current;
  useEffect(() => {
    if (!write) return;
    const written = value === null ? null : codec.write(value);
    if (write.to !== undefined) void navigate(write.to, { state: { [name]: written } });
    else {
      void navigate(
        { pathname, search, hash },
        { replace: true, state: { ...state, [name]: written } },
      );
    }
    // Each write once: the entry it makes comes back as a new location, which clears `write`.
  }, [write, value, codec, name, navigate, pathname, search, hash, state]);

  const keep = useCallback(
    (next: T | null, options?: { to: To }) =>
      setHeld((now) => ({ entry: now.entry, value: next, write: options ?? {} })),
    [],
  );

  return [value, keep];
}
