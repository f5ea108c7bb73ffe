import { emptyDraft } from '../stores/draft-store';
import { draftProblems, orderBodyOf } from './draft-checks';

const NOW = new Date('2026-11-24T09:00:00+09:00');
const complete = {
  ...emptyDraft(NOW, () => 'key-0123456789abcdef'),
  pharmacy: { id: 'demo:1', name: '【デモ】あおば薬局' },
  prescription: { id: '7b0b0d5e-8f7a-4c61-9a37-0d2f4a1c5e11', kind: 'photo' as const },
  receiveMethod: 'pickup' as const,
  pickupAt: '2026-11-24T15:00:00+09:00',
  notes: '  粉薬は苦手です  ',
};

describe('draftProblems and orderBodyOf', () => {
  it('names everything a new draft still lacks', () => {
    expect(draftProblems(emptyDraft(NOW))).toEqual([
      'pharmacyMissing',
      'prescriptionMissing',
      'receiveMethodMissing',
    ]);
    expect(orderBodyOf(emptyDraft(NOW))).toBeNull();
  });

  it('asks for the time of a pick-up and the slot of a delivery', () => {
    expect(draftProblems({ ...complete, pickupAt: null })).toEqual(['pickupTimeMissing']);
    expect(draftProblems({ ...complete, receiveMethod: 'delivery', pickupAt: null })).toEqual([
      'slotMissing',
    ]);
  });

  it('makes the submit body of a complete draft, notes trimmed', () => {
    expect(orderBodyOf(complete)).toEqual({
      facilityId: 'demo:1',
      prescriptionId: '7b0b0d5e-8f7a-4c61-9a37-0d2f4a1c5e11',
      receive: { type: 'pickup', pickupAt: '2026-11-24T15:00:00+09:00' },
      notes: '粉薬は苦手です',
    });
    expect(orderBodyOf({ ...complete, notes: '   ' })?.notes).toBeNull();
  });

  it('refuses notes longer than the pharmacy accepts', () => {
    expect(draftProblems({ ...complete, notes: 'あ'.repeat(501) })).toEqual(['notesTooLong']);
  });
});
