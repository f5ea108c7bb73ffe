import type { ReceiveMethodType } from '@harmo/contracts/dispensing-orders';

/** An online guidance slot (ISO 8601 with offset). */
export interface DraftSlot {
  startsAt: string;
  endsAt: string;
}

/** The pharmacy the order goes to, as the facility search named it. */
export interface DraftPharmacy {
  id: string;
  name: string;
}

/** The prescription attached to the draft: already stored by the api, referred to by its id. */
export interface DraftPrescription {
  id: string;
  kind: 'photo' | 'qr';
}

/**
 * A dispensing order being written. It lives in this browser until it is sent, so a reload or
 * a sign-in in the middle loses nothing.
 */
export interface OrderDraft {
  /**
   * Made once when the draft starts and sent with every submit of it: the api answers a
   * repeated submit (double tap, lost answer, second tab) with the order the first one made.
   */
  idempotencyKey: string;
  pharmacy: DraftPharmacy | null;
  prescription: DraftPrescription | null;
  /** How the patient receives the medicine. */
  receiveMethod: ReceiveMethodType | null;
  /** Desired pick-up time (ISO 8601 with offset), for pick-up. */
  pickupAt: string | null;
  /** The online guidance slot the pharmacy offers, for delivery. */
  guidanceSlot: DraftSlot | null;
  notes: string;
  /** When the draft was last changed (ISO 8601): an old draft is dropped. */
  updatedAt: string;
}
