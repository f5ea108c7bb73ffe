import { useCallback } from 'react';
import { useSessionStore } from '@harmo/shared';
import { draftOwner, liveDraft, useDraftStore, type DraftChange } from '../stores/draft-store';
import type { OrderDraft } from '../types/draft';

export interface OrderDraftHandle {
  /** Whose draft this is; null while the session is loading. */
  owner: string | null;
  /** The current patient's draft, or null when none is being written. */
  draft: OrderDraft | null;
  change(change: DraftChange): OrderDraft | null;
  discard(): void;
  /**
   * Forgets the draft whose order, sent with `idempotencyKey`, now exists. It goes on working
   * after the screen that sent it has gone: the patient may have left while the order was sent.
   */
  discardSent(idempotencyKey: string): void;
}

/** The draft order of the patient the user currently acts for. */
export function useOrderDraft(): OrderDraftHandle {
  const accountId = useSessionStore((state) => state.mainPatientId);
  const patientId = useSessionStore((state) => state.currentPatientId);
  const owner = accountId && patientId ? draftOwner(accountId, patientId) : null;
  const stored = useDraftStore((state) => (owner ? state.drafts[owner] : undefined));
  const change = useCallback(
    (next: DraftChange) => (owner ? useDraftStore.getState().change(owner, next) : null),
    [owner],
  );
  const discard = useCallback(() => {
    if (owner) useDraftStore.getState().discard(owner);
  }, [owner]);
  const discardSent = useCallback(
    (idempotencyKey: string) => {
      if (owner) useDraftStore.getState().discardSent(owner, idempotencyKey);
    },
    [owner],
  );
  return { owner, draft: liveDraft(stored, new Date()), change, discard, discardSent };
}
