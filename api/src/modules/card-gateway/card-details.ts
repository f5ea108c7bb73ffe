import { createHmac } from 'node:crypto';
import {
  HOLDER_NAME_MAX,
  HOLDER_NAME_PATTERN,
  cardBrandOf,
  cardDigits,
  cardNumberProblem,
} from '@harmo/contracts/payments';
import type { CardBrand } from '@harmo/contracts/payments';
import { cardError, invalidRequest } from './errors';
import { CHARGE_FAILURES, CVC_CHECKS, TOKEN_FAILURES, isTestCardNumber } from './test-cards';
import type { ChargeOutcome } from './test-cards';

/** What the tokenizer keeps of the card details it was sent: never the number or the CVC. */
export interface CheckedCard {
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  fingerprint: string;
  cvc_check: 'passed' | 'failed' | 'unavailable';
  charge_outcome: ChargeOutcome | null;
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,63}$/;
/** E.164: + and up to 15 digits. */
const PHONE = /^\+[1-9]\d{6,14}$/;

/**
 * Checks the card details of a token request as the gateway does and keeps what may be kept.
 */
export function checkCardDetails(
  fields: Record<string, string | undefined>,
  options: { threeDSecure: boolean; now: Date; fingerprintKey: string },
): CheckedCard {
  const digits = cardDigits(fields['card[number]'] ?? '');
  if (digits === '') throw invalidRequest('Missing card number', 'card[number]', 'missing_param');
  const tokenFailure = TOKEN_FAILURES[digits];
  if (tokenFailure) throw cardError(tokenFailure, 'card[number]');
  const problem = cardNumberProblem(digits);
  const brand = cardBrandOf(digits);
  if (problem === 'brand' || !brand) throw cardError('unacceptable_brand', 'card[number]');
  if (problem) throw cardError('incorrect_card_data', 'card[number]');
  if (!isTestCardNumber(digits)) {
    throw cardError('card_declined', 'card[number]', 'Test mode takes the test card numbers only');
  }

  const month = decimalDigits(fields['card[exp_month]']);
  const yearText = fields['card[exp_year]'] ?? '';
  const yearDigits = decimalDigits(yearText);
  const year = yearText.length === 2 ? 2000 + yearDigits : yearDigits;
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw cardError('invalid_expiry_month', 'card[exp_month]');
  }
  if (!Number.isInteger(year) || year < 2000 || year > 2099) {
    throw cardError('invalid_expiry_year', 'card[exp_year]');
  }
  // The month in Japan: a card is valid through the last day of its month there.
  const japan = new Date(options.now.getTime() + 9 * 60 * 60 * 1000);
  const thisYear = japan.getUTCFullYear();
  if (year < thisYear) throw cardError('invalid_expiry_year', 'card[exp_year]');
  if (year === thisYear && month < japan.getUTCMonth() + 1) {
    throw cardError('invalid_expiry_month', 'card[exp_month]');
  }

  const cvc = fields['card[cvc]'] ?? '';
  const cvcLength = brand === 'American Express' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(cvc)) {
    throw cardError('incorrect_card_data', 'card[cvc]');
  }

  const name = fields['card[name]']?.trim() || null;
  const email = fields['card[email]']?.trim() || null;
  const phone = fields['card[phone]']?.trim() || null;
  if (name !== null && (name.length > HOLDER_NAME_MAX || !HOLDER_NAME_PATTERN.test(name))) {
    throw invalidRequest(
      `The holder name must be 1 to ${HOLDER_NAME_MAX} ASCII letters, digits, spaces, periods or hyphens`,
      'card[name]',
    );
  }
  if (email !== null && !EMAIL.test(email)) {
    throw invalidRequest('Invalid e-mail address', 'card[email]');
  }
  if (phone !== null && !PHONE.test(phone)) {
    throw invalidRequest('The phone number must be in E.164 form (+81…)', 'card[phone]');
  }
  // EMV 3-D Secure needs the holder's full name and an e-mail address or a phone number.
  if (options.threeDSecure && name === null) {
    throw invalidRequest('3-D Secure needs the holder name', 'card[name]', 'missing_param');
  }
  if (options.threeDSecure && email === null && phone === null) {
    throw invalidRequest(
      '3-D Secure needs an e-mail address or a phone number',
      'card[email]',
      'missing_param',
    );
  }

  return {
    brand,
    last4: digits.slice(-4),
    exp_month: month,
    exp_year: year,
    name,
    email,
    phone,
    fingerprint: createHmac('sha256', options.fingerprintKey)
      .update(digits)
      .digest('hex')
      .slice(0, 32),
    cvc_check: CVC_CHECKS[digits] ?? 'passed',
    charge_outcome: CHARGE_FAILURES[digits] ?? null,
  };
}

/**
 * A number written in decimal digits only, or NaN. Number() would also read 0x0c, 1e1 and
 * padded text, which the gateway's protocol does not send.
 */
export function decimalDigits(text: string | undefined): number {
  return text !== undefined && /^\d{1,12}$/.test(text) ? Number(text) : Number.NaN;
}
