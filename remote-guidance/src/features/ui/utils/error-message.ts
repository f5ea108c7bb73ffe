import { ApiError } from '@harmo/shared';
import { PrescriptionErrorResponse, type QrRefusalReason } from '@harmo/contracts/prescriptions';

/** Answers of the api a screen of this remote explains in its own words (namespace guidance). */
const KNOWN_CODES: Record<string, string> = {
  photo_too_large: 'errors.photoTooLarge',
  photo_type_not_allowed: 'errors.photoTypeNotAllowed',
  photo_unreadable: 'errors.photoUnreadable',
  qr_not_prescription: 'errors.qrNotPrescription',
  pickup_outside_hours: 'errors.pickupOutsideHours',
  pickup_time_out_of_range: 'errors.pickupTimeOutOfRange',
  guidance_slot_unavailable: 'errors.guidanceSlotUnavailable',
  illegal_transition: 'errors.illegalTransition',
  idempotency_key_reused: 'errors.idempotencyKeyReused',
  prescription_not_found: 'errors.prescriptionNotFound',
  pharmacy_not_found: 'errors.pharmacyNotFound',
  facility_not_pharmacy: 'errors.pharmacyNotFound',
  prescription_in_use: 'errors.prescriptionInUse',
  dispensing_order_not_found: 'errors.notFound',
  validation_error: 'errors.validation',
};

/**
 * What a refused QR code was instead, when the patient can act on it: read every code of the
 * prescription, or take the notebook's code to the notebook.
 */
const QR_REFUSALS: Partial<Record<QrRefusalReason, string>> = {
  first_symbol_missing: 'errors.qrIncomplete',
  no_drugs: 'errors.qrIncomplete',
  notebook_code: 'errors.qrNotebookCode',
};

/** The refusal's message, from the reason the api's answer gives (`details` is that answer). */
function qrRefusalKey(error: ApiError): string | undefined {
  const answer = PrescriptionErrorResponse.safeParse(error.details);
  const reason = answer.success ? answer.data.reason : undefined;
  return reason ? QR_REFUSALS[reason] : undefined;
}

/** The i18n key that explains a failed call to the patient. */
export function errorMessageKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'errors.generic';
  if (error.code === 'network_error') return 'errors.network';
  if (error.code === 'qr_not_prescription')
    return qrRefusalKey(error) ?? 'errors.qrNotPrescription';
  const known = KNOWN_CODES[error.code];
  if (known) return known;
  if (error.status === 401) return 'errors.unauthorized';
  if (error.status === 403) return 'errors.forbidden';
  if (error.status === 404) return 'errors.notFound';
  return 'errors.generic';
}
