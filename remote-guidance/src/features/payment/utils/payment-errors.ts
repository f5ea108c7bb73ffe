import { ApiError } from '@harmo/shared';
import { CARD_ERROR_CODES } from '@harmo/contracts/payments';
import { CardTokenError } from '../api/create-card-token';

/** Every message of `payment.errors.`: the api's and the gateway's codes this screen explains. */
export const PAYMENT_ERROR_KEYS = [
  ...CARD_ERROR_CODES,
  'three_d_secure_not_verified',
  'token_unusable',
  'card_limit_reached',
  'no_card',
  'order_not_payable',
  'amount_changed',
  'charge_in_progress',
  'gateway_unavailable',
  'card_not_found',
  'gateway_not_configured',
  'network',
  'unknown',
  'lostChallenge',
  'registrationNotKept',
  'loadCards',
] as const;

const KNOWN = new Set<string>(PAYMENT_ERROR_KEYS);

/** The message key (under `payment.errors.`) for a failed payment call. */
export function paymentErrorKey(error: unknown): string {
  if (error instanceof CardTokenError || error instanceof ApiError) {
    if (error instanceof ApiError && error.code === 'network_error') return 'network';
    if (KNOWN.has(error.code)) return error.code;
  }
  return 'unknown';
}
