import { sentRequestFrom, type SentRequest } from '../../ui';

/** The product name a person may type for a code the catalogue does not know. */
export const PRODUCT_NAME_MAX_LENGTH = 120;

/**
 * What the person typed on the JAN page beside the code in the address, kept for a reload: the
 * field as typed, the product name and the start date, and a record already made, so that the
 * page confirms it again instead of offering to record the same medicine twice.
 */
export interface JanDraft {
  /** The code looked up that the rest belongs to; null before any look-up. */
  janCode: string | null;
  input: string;
  name: string;
  startDate: string;
  recorded: { patientId: string; product: string } | null;
  /**
   * The record being sent, or sent without an answer: its idempotency key and the request it was
   * made for. Sent again (a retry, or after a reload in the middle of sending), the same request
   * takes the same key, so the api records the medicine once and answers with that record. Dropped
   * once the record is made, or when the api says the record its key made has been deleted since:
   * the next press records anew, under a new key.
   */
  sending: SentRequest | null;
}

/** Long enough for any code typed with spaces or hyphens between its digit groups. */
const INPUT_MAX_LENGTH = 64;

const DATE_OR_EMPTY = /^(\d{4}-\d{2}-\d{2})?$/;

function shortText(value: unknown, max: number): value is string {
  return typeof value === 'string' && value.length <= max;
}

/** Longer than any account id or catalogue name: anything longer was not written by this page. */
const RECORDED_TEXT_MAX_LENGTH = 200;

/** The record kept, null when there is none, or undefined when it is not one. */
function recordedOf(value: unknown): JanDraft['recorded'] | undefined {
  if (value === null) return null;
  if (typeof value !== 'object' || !('patientId' in value) || !('product' in value)) {
    return undefined;
  }
  const { patientId, product } = value;
  if (!shortText(patientId, RECORDED_TEXT_MAX_LENGTH) || patientId === '') return undefined;
  if (!shortText(product, RECORDED_TEXT_MAX_LENGTH)) return undefined;
  return { patientId, product };
}

/** A draft read back from storage, or null when it is not one (another shape, changed by hand). */
export function janDraftFrom(stored: unknown): JanDraft | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { janCode, input, name, startDate, recorded, sending } = stored as Record<string, unknown>;
  // Whether the code is the one in the address is for the page to say.
  if (janCode !== null && typeof janCode !== 'string') return null;
  if (!shortText(input, INPUT_MAX_LENGTH) || !shortText(name, PRODUCT_NAME_MAX_LENGTH)) return null;
  if (typeof startDate !== 'string' || !DATE_OR_EMPTY.test(startDate)) return null;
  const record = recordedOf(recorded);
  const send = sentRequestFrom(sending);
  if (record === undefined || send === undefined) return null;
  return { janCode, input, name, startDate, recorded: record, sending: send };
}
