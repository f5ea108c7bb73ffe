import { TAB_KEPT_PREFIX } from '@harmo/shared/tab-storage';
import {
  DRAFT_MAX_AGE_MS,
  DRAFT_STORAGE_KEY,
  changedDraft,
  draftOwner,
  draftPhotoName,
  emptyDraft,
  liveDraft,
  useDraftStore,
} from './draft-store';

const NOW = new Date('2026-11-24T09:00:00+09:00');
const PHARMACY_A = { id: 'demo:1', name: '【デモ】あおば薬局' };
const PHARMACY_B = { id: 'demo:2', name: '【デモ】さくら薬局' };
const SLOT = { startsAt: '2026-11-25T10:00:00+09:00', endsAt: '2026-11-25T10:30:00+09:00' };

describe('changedDraft', () => {
  it('starts a draft with one idempotency key and keeps that key through every change', () => {
    let keys = 0;
    const newKey = () => `key-${++keys}`;
    const first = changedDraft(null, { pharmacy: PHARMACY_A }, NOW, newKey);
    const second = changedDraft(first, { notes: '粉薬にしてください' }, NOW, newKey);
    const third = changedDraft(second, { receiveMethod: 'pickup' }, NOW, newKey);
    expect([first, second, third].map((d) => d.idempotencyKey)).toEqual([
      'key-1',
      'key-1',
      'key-1',
    ]);
    expect(third).toMatchObject({ pharmacy: PHARMACY_A, notes: '粉薬にしてください' });
  });

  it('clears the chosen time and slot when the pharmacy changes, not when it stays', () => {
    const withTime = changedDraft(
      emptyDraft(NOW),
      { pharmacy: PHARMACY_A, receiveMethod: 'pickup', pickupAt: '2026-11-24T15:00:00+09:00' },
      NOW,
    );
    expect(changedDraft(withTime, { pharmacy: PHARMACY_A }, NOW).pickupAt).toBe(
      '2026-11-24T15:00:00+09:00',
    );
    expect(changedDraft(withTime, { pharmacy: PHARMACY_B }, NOW).pickupAt).toBeNull();
  });

  it('keeps only what belongs to the chosen receive method', () => {
    const pickup = changedDraft(
      emptyDraft(NOW),
      { receiveMethod: 'pickup', pickupAt: '2026-11-24T15:00:00+09:00' },
      NOW,
    );
    const delivery = changedDraft(pickup, { receiveMethod: 'delivery', guidanceSlot: SLOT }, NOW);
    expect(delivery).toMatchObject({ pickupAt: null, guidanceSlot: SLOT });
    expect(changedDraft(delivery, { receiveMethod: 'pickup' }, NOW).guidanceSlot).toBeNull();
  });
});

describe('liveDraft', () => {
  it('drops a draft older than a paper prescription stays valid', () => {
    const draft = emptyDraft(NOW);
    expect(liveDraft(draft, new Date(NOW.getTime() + DRAFT_MAX_AGE_MS))).toBe(draft);
    expect(liveDraft(draft, new Date(NOW.getTime() + DRAFT_MAX_AGE_MS + 1))).toBeNull();
    expect(liveDraft({ ...draft, updatedAt: 'garbage' }, NOW)).toBeNull();
  });
});

describe('the draft store', () => {
  const self = draftOwner('account-1', 'account-1');
  const child = draftOwner('account-1', 'child-1');

  beforeEach(() => {
    localStorage.clear();
    useDraftStore.setState({ drafts: {} });
  });

  it('keeps one draft per patient, each with its own idempotency key', () => {
    const { change } = useDraftStore.getState();
    const mine = change(self, { pharmacy: PHARMACY_A });
    const theirs = change(child, { pharmacy: PHARMACY_B });
    expect(mine.idempotencyKey).not.toBe(theirs.idempotencyKey);
    expect(useDraftStore.getState().drafts[self]?.pharmacy).toEqual(PHARMACY_A);
    expect(useDraftStore.getState().drafts[child]?.pharmacy).toEqual(PHARMACY_B);
  });

  it('survives a reload: the draft is read back from local storage with its key', async () => {
    const made = useDraftStore.getState().change(self, { pharmacy: PHARMACY_A, notes: 'メモ' });
    const saved = localStorage.getItem(DRAFT_STORAGE_KEY) ?? '';
    expect((JSON.parse(saved) as { state: { drafts: object } }).state.drafts).toEqual({
      [self]: made,
    });

    // A new page: the memory is empty and the storage holds what the last page saved.
    useDraftStore.setState({ drafts: {} });
    localStorage.setItem(DRAFT_STORAGE_KEY, saved);
    await useDraftStore.persist.rehydrate();
    expect(useDraftStore.getState().drafts[self]).toEqual(made);

    // A stored draft that does not parse (another shape, or changed by hand) is dropped alone.
    const stored = JSON.parse(saved) as { state: { drafts: object } };
    stored.state.drafts = { ...stored.state.drafts, [child]: { pharmacy: 'demo:1' } };
    localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(stored));
    await useDraftStore.persist.rehydrate();
    expect(useDraftStore.getState().drafts).toEqual({ [self]: made });
  });

  it('starts a new draft with a new key once the sent one is discarded', () => {
    const { change, discard } = useDraftStore.getState();
    const sent = change(self, { pharmacy: PHARMACY_A });
    discard(self);
    expect(useDraftStore.getState().drafts[self]).toBeUndefined();
    expect(change(self, { pharmacy: PHARMACY_A }).idempotencyKey).not.toBe(sent.idempotencyKey);
    expect(useDraftStore.getState().drafts[child]).toBeUndefined();
  });

  it('forgets a sent draft only while it is still the one sent', () => {
    const { change, discard, discardSent } = useDraftStore.getState();
    const sent = change(self, { pharmacy: PHARMACY_A });
    // Meanwhile the sent draft was discarded elsewhere and a new one started: that one stays.
    discard(self);
    const next = change(self, { pharmacy: PHARMACY_B });
    discardSent(self, sent.idempotencyKey);
    expect(useDraftStore.getState().drafts[self]).toEqual(next);

    discardSent(self, next.idempotencyKey);
    expect(useDraftStore.getState().drafts[self]).toBeUndefined();
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).not.toContain(next.idempotencyKey);
  });

  it('forgets the photo the tab keeps for the draft it forgets, and no other', () => {
    const { change, discard, discardSent } = useDraftStore.getState();
    const photo = 'data:image/jpeg;base64,/9j/4AE=';
    const sent = change(self, { pharmacy: PHARMACY_A });
    sessionStorage.setItem(TAB_KEPT_PREFIX + draftPhotoName(self), photo);
    sessionStorage.setItem(TAB_KEPT_PREFIX + draftPhotoName(child), photo);

    // A key that is not the draft's: the draft stays, and so does its photo.
    discardSent(self, 'another-key');
    expect(sessionStorage.getItem(TAB_KEPT_PREFIX + draftPhotoName(self))).toBe(photo);
    discardSent(self, sent.idempotencyKey);
    expect(sessionStorage.getItem(TAB_KEPT_PREFIX + draftPhotoName(self))).toBeNull();
    expect(sessionStorage.getItem(TAB_KEPT_PREFIX + draftPhotoName(child))).toBe(photo);
    discard(child);
    expect(sessionStorage.getItem(TAB_KEPT_PREFIX + draftPhotoName(child))).toBeNull();
  });
});
