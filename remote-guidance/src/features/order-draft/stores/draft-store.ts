import { z } from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { ReceiveMethodType } from '@harmo/contracts/dispensing-orders';
import { forgetKept } from '@harmo/shared/tab-storage';
import type { OrderDraft } from '../types/draft';

/** Local storage key of the drafts of every patient the user acts for. */
export const DRAFT_STORAGE_KEY = 'harmo.guidance.drafts';

/**
 * A paper prescription is valid for four days including the day it is issued, unless it says
 * otherwise: a draft untouched for longer holds a prescription no pharmacy may dispense.
 */
export const DRAFT_MAX_AGE_MS = 4 * 24 * 60 * 60 * 1000;

/** What a screen may change in a draft; the key and the time stamp are the store's. */
export type DraftChange = Partial<Omit<OrderDraft, 'idempotencyKey' | 'updatedAt'>>;

/**
 * Whose draft it is: the signed-in account and the patient it acts for. A draft never follows
 * the user to another patient (its prescription was stored for this one), nor to another
 * account signed in on the same browser.
 */
export function draftOwner(accountId: string, patientId: string): string {
  return `${accountId}/${patientId}`;
}

/**
 * The name under which this tab keeps the prescription photo chosen for the owner's draft and not
 * sent yet, so that a reload does not lose it (`@harmo/shared/tab-storage`).
 */
export function draftPhotoName(owner: string): string {
  return `guidance.draftPhoto.${owner}`;
}

/** Forgets the owner's waiting photo: it was sent, replaced, or its draft is gone. */
export function forgetDraftPhoto(owner: string): void {
  forgetKept(draftPhotoName(owner));
}

export function emptyDraft(
  now: Date,
  newKey: () => string = () => crypto.randomUUID(),
): OrderDraft {
  return {
    idempotencyKey: newKey(),
    pharmacy: null,
    prescription: null,
    receiveMethod: null,
    pickupAt: null,
    guidanceSlot: null,
    notes: '',
    updatedAt: now.toISOString(),
  };
}

/** The draft as it still counts at `now`: null when there is none or it is too old. */
export function liveDraft(draft: OrderDraft | undefined, now: Date): OrderDraft | null {
  if (!draft) return null;
  const age = now.getTime() - Date.parse(draft.updatedAt);
  return Number.isFinite(age) && age <= DRAFT_MAX_AGE_MS ? draft : null;
}

/**
 * A draft after a change. Choosing another pharmacy clears the time and the slot, which were
 * chosen from the previous pharmacy's hours and slots; choosing a receive method clears what
 * belonged to the other one.
 */
export function changedDraft(
  current: OrderDraft | null,
  change: DraftChange,
  now: Date,
  newKey?: () => string,
): OrderDraft {
  const base = current ?? emptyDraft(now, newKey);
  const next: OrderDraft = { ...base, ...change, updatedAt: now.toISOString() };
  if (change.pharmacy !== undefined && change.pharmacy?.id !== base.pharmacy?.id) {
    next.pickupAt = change.pickupAt ?? null;
    next.guidanceSlot = change.guidanceSlot ?? null;
  }
  if (next.receiveMethod === 'pickup') next.guidanceSlot = null;
  if (next.receiveMethod === 'delivery') next.pickupAt = null;
  return next;
}

/**
 * A draft as local storage holds it. The receive methods are written out rather than imported
 * from the dispensing-order contract, whose schemas would then be built on every screen that
 * reads the draft; `satisfies` keeps them among the contract's.
 */
const storedDraftSchema: z.ZodType<OrderDraft> = z.object({
  idempotencyKey: z.string(),
  pharmacy: z.object({ id: z.string(), name: z.string() }).nullable(),
  prescription: z.object({ id: z.string(), kind: z.enum(['photo', 'qr']) }).nullable(),
  receiveMethod: z
    .enum(['pickup', 'delivery'] as const satisfies readonly ReceiveMethodType[])
    .nullable(),
  pickupAt: z.string().nullable(),
  guidanceSlot: z.object({ startsAt: z.string(), endsAt: z.string() }).nullable(),
  notes: z.string(),
  updatedAt: z.string(),
});

const storedStateSchema = z.object({ drafts: z.record(z.string(), z.unknown()) });

/**
 * The drafts read back from local storage (written by an older version of the app, or changed
 * by hand, it may hold anything): a draft that does not parse is dropped, the others kept.
 */
function storedDrafts(persisted: unknown): Record<string, OrderDraft> | null {
  const stored = storedStateSchema.safeParse(persisted);
  if (!stored.success) return null;
  return Object.fromEntries(
    Object.entries(stored.data.drafts).flatMap(([owner, value]) => {
      const draft = storedDraftSchema.safeParse(value);
      return draft.success ? [[owner, draft.data] as const] : [];
    }),
  );
}

function withoutStale(drafts: Record<string, OrderDraft>, now: Date): Record<string, OrderDraft> {
  return Object.fromEntries(
    Object.entries(drafts).filter(([, draft]) => liveDraft(draft, now) !== null),
  );
}

interface DraftStore {
  drafts: Record<string, OrderDraft>;
  /** Changes the owner's draft, starting one (with its idempotency key) when there is none. */
  change(owner: string, change: DraftChange): OrderDraft;
  /**
   * Forgets the owner's draft, with the photo waiting in this tab to be attached to it: it was
   * sent, or the patient threw it away.
   */
  discard(owner: string): void;
  /**
   * Forgets the owner's draft once the order sent with `idempotencyKey` exists, if that is still
   * the draft kept: a draft started since (another tab, after a discard) has a key of its own and
   * is kept.
   */
  discardSent(owner: string, idempotencyKey: string): void;
}

export const useDraftStore = create<DraftStore>()(
  persist(
    (set, get) => ({
      drafts: {},
      change(owner, change) {
        const now = new Date();
        const next = changedDraft(liveDraft(get().drafts[owner], now), change, now);
        set((state) => ({ drafts: { ...state.drafts, [owner]: next } }));
        return next;
      },
      discard(owner) {
        // A photo chosen for this draft and never sent must not come back on the next one.
        forgetDraftPhoto(owner);
        set((state) => {
          const { [owner]: _discarded, ...rest } = state.drafts;
          return { drafts: rest };
        });
      },
      discardSent(owner, idempotencyKey) {
        if (get().drafts[owner]?.idempotencyKey === idempotencyKey) get().discard(owner);
      },
    }),
    {
      name: DRAFT_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ drafts: withoutStale(state.drafts, new Date()) }),
      // Nothing stored that parses: the drafts in memory stay as they are.
      merge: (persisted, current) => {
        const drafts = storedDrafts(persisted);
        return drafts ? { ...current, drafts } : current;
      },
    },
  ),
);

// Another tab of the same browser changed a draft: take its version, so that both tabs send the
// same draft with the same idempotency key.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === DRAFT_STORAGE_KEY) void useDraftStore.persist.rehydrate();
  });
}
