import type { NewDispensingOrderBody } from '@harmo/contracts/dispensing-orders';
import { ORDER_LIMITS } from '@harmo/contracts/dispensing-orders';
import type { OrderDraft } from '../types/draft';

/** What still keeps a draft from being sent, by the field it belongs to. */
export type DraftProblem =
  | 'pharmacyMissing'
  | 'prescriptionMissing'
  | 'receiveMethodMissing'
  | 'pickupTimeMissing'
  | 'slotMissing'
  | 'notesTooLong';

export function draftProblems(draft: OrderDraft | null): DraftProblem[] {
  if (!draft) return ['pharmacyMissing', 'prescriptionMissing', 'receiveMethodMissing'];
  const problems: DraftProblem[] = [];
  if (!draft.pharmacy) problems.push('pharmacyMissing');
  if (!draft.prescription) problems.push('prescriptionMissing');
  if (!draft.receiveMethod) problems.push('receiveMethodMissing');
  if (draft.receiveMethod === 'pickup' && !draft.pickupAt) problems.push('pickupTimeMissing');
  if (draft.receiveMethod === 'delivery' && !draft.guidanceSlot) problems.push('slotMissing');
  if ([...draft.notes].length > ORDER_LIMITS.notesMaxLength) problems.push('notesTooLong');
  return problems;
}

/** The body of the submit call, or null while the draft is incomplete. */
export function orderBodyOf(draft: OrderDraft | null): NewDispensingOrderBody | null {
  if (!draft || draftProblems(draft).length > 0) return null;
  const notes = draft.notes.trim();
  const receive =
    draft.receiveMethod === 'pickup'
      ? { type: 'pickup' as const, pickupAt: draft.pickupAt! }
      : { type: 'delivery' as const, guidanceSlot: draft.guidanceSlot! };
  return {
    facilityId: draft.pharmacy!.id,
    prescriptionId: draft.prescription!.id,
    receive,
    notes: notes === '' ? null : notes,
  };
}
