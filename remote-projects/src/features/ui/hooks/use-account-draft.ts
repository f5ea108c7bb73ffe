import type { SetStateAction } from 'react';
import { useSessionStore } from '@harmo/shared';
import { useKeptDraft } from '@harmo/shared/tab-storage';

/**
 * A form's values kept in this tab for the account signed in, so that a reload keeps them (see
 * `useKeptDraft`): another account signed in later in the tab finds the form empty, and a
 * sign-out forgets them.
 */
export function useAccountDraft<T>(
  form: string,
  read: (stored: unknown) => T | null,
  initial: () => T,
): [T, (change: SetStateAction<T>) => void, () => void] {
  const owner = useSessionStore((s) => s.user?.accountId ?? null);
  return useKeptDraft(`projects.draft.${form}`, owner, read, initial);
}
