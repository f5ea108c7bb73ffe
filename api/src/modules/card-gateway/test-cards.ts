import type { CardErrorCode } from '@harmo/contracts/payments';

/**
 * The gateway's published test numbers (test keys only; any future expiry and any CVC).
 * Token: refused when the token is made. Charge: the token and the card are fine, the charge
 * is refused. Any other number that passes the checks succeeds.
 */
export const TOKEN_FAILURES: Readonly<Record<string, CardErrorCode>> = {
  '4000000000000002': 'card_declined',
  '4000000000000069': 'expired_card',
  '4000000000000119': 'processing_error',
  '36227206271667': 'unacceptable_brand',
  '4000000000000127': 'incorrect_card_data',
  '4000003720000278': 'incorrect_card_data',
};

export type ChargeOutcome =
  'card_declined' | 'expired_card' | 'incorrect_card_data' | 'declined_over_10000';

export const CHARGE_FAILURES: Readonly<Record<string, ChargeOutcome>> = {
  '4000000000080319': 'card_declined',
  '4000000000004012': 'expired_card',
  '4000000000080202': 'declined_over_10000',
  '4000000000000077': 'incorrect_card_data',
};

export const CVC_CHECKS: Readonly<Record<string, 'failed' | 'unavailable'>> = {
  '4000000000000101': 'failed',
  '4000000000000044': 'unavailable',
};

/** Above this amount a `declined_over_10000` card is declined. */
export const DECLINE_ABOVE_JPY = 10_000;
