import type { CardErrorCode } from '@harmo/contracts/payments';

/**
 * The gateway's published test numbers (test keys only; any future expiry and any CVC).
 * Success: every step goes through. Token: refused when the token is made. Charge: the token and
 * the card are fine, the charge is refused.
 */
export const SUCCESS_CARDS: ReadonlySet<string> = new Set([
  '4242424242424242',
  '4012888888881881',
  '5555555555554444',
  '5105105105105100',
  '3530111333300000',
  '3566002020360505',
  '378282246310005',
  '371449635398431',
  '38520000023237',
  '30569309025904',
  '6011111111111117',
  '6011000990139424',
]);

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

/**
 * Whether a number is one of the test numbers. Like a gateway in test mode, the stand-in takes
 * no other: a real card typed into a development or staging environment is refused, and nothing
 * derived from it (its last digits, its fingerprint) is ever kept.
 */
export function isTestCardNumber(digits: string): boolean {
  return (
    SUCCESS_CARDS.has(digits) ||
    digits in TOKEN_FAILURES ||
    digits in CHARGE_FAILURES ||
    digits in CVC_CHECKS
  );
}
