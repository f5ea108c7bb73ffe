import {
  HOLDER_NAME_MAX,
  HOLDER_NAME_PATTERN,
  cardBrandOf,
  cardDigits,
  cardNumberProblem,
  expiryProblem,
  parseExpiry,
} from '@harmo/contracts/payments';
import type { CardDetails } from '../api/create-card-token';

export interface CardFormValues {
  number: string;
  expiry: string;
  cvc: string;
  holderName: string;
  email: string;
}

export type CardField = keyof CardFormValues;

/** Every message key of the form (under `payment.validation.`). */
export const CARD_FORM_MESSAGE_KEYS = [
  'number.required',
  'number.not_digits',
  'number.length',
  'number.luhn',
  'number.brand',
  'expiry.required',
  'expiry.format',
  'expiry.month',
  'expiry.past',
  'cvc.required',
  'cvc.three',
  'cvc.four',
  'holderName.required',
  'holderName.format',
  'email.required',
  'email.format',
] as const;

/** Message keys (under `payment.validation.`) of the fields that need fixing. */
export type CardFormErrors = Partial<Record<CardField, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * Checks the card form in the browser before anything is sent: the number (brand, length, Luhn),
 * the expiry (not past), the security code (4 digits for American Express, else 3), the holder
 * name as 3-D Secure takes it and an e-mail address for the card issuer's challenge.
 */
export function validateCardForm(
  values: CardFormValues,
  today: Date = new Date(),
): { errors: CardFormErrors; details: CardDetails | null } {
  const errors: CardFormErrors = {};
  const numberProblem = cardNumberProblem(values.number);
  if (numberProblem) errors.number = `number.${numberProblem}`;

  const expiry = expiryProblem(values.expiry, today);
  if (expiry) errors.expiry = `expiry.${expiry}`;

  const digits = cardDigits(values.number);
  const cvcLength = cardBrandOf(digits) === 'American Express' ? 4 : 3;
  const cvc = values.cvc.trim();
  if (cvc === '') errors.cvc = 'cvc.required';
  else if (!new RegExp(`^\\d{${cvcLength}}$`).test(cvc)) {
    errors.cvc = cvcLength === 4 ? 'cvc.four' : 'cvc.three';
  }

  const name = values.holderName.trim().replace(/\s+/g, ' ');
  if (name === '') errors.holderName = 'holderName.required';
  else if (name.length > HOLDER_NAME_MAX || !HOLDER_NAME_PATTERN.test(name)) {
    errors.holderName = 'holderName.format';
  }

  const email = values.email.trim();
  if (email === '') errors.email = 'email.required';
  else if (!EMAIL.test(email)) errors.email = 'email.format';

  const parsed = parseExpiry(values.expiry);
  if (Object.keys(errors).length > 0 || !parsed) return { errors, details: null };
  return {
    errors,
    details: {
      number: digits,
      expMonth: parsed.month,
      expYear: parsed.year,
      cvc,
      holderName: name.toUpperCase(),
      email,
    },
  };
}

/**
 * Full-width digits, slash and space (what a Japanese input method types in full-width mode)
 * read as their ASCII forms; anything else is left as it is.
 */
export function toAsciiCardInput(value: string): string {
  return value
    .replace(/[０-９／]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ');
}

/** The number as it is typed, in groups (4-6-5 for American Express and Diners, else 4s). */
export function groupCardNumber(value: string): string {
  const digits = toAsciiCardInput(value).replace(/\D/g, '').slice(0, 19);
  const brand = cardBrandOf(digits);
  const groups =
    brand === 'American Express' || (brand === 'Diners Club' && digits.length <= 14)
      ? [4, 6, 5]
      : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** MM/YY as it is typed: the slash comes by itself after the month. */
export function formatExpiry(value: string, previous: string): string {
  const digits = toAsciiCardInput(value).replace(/\D/g, '').slice(0, 4);
  // Deleting the slash deletes it, not re-adds it.
  if (value.length < previous.length && previous.endsWith('/') && digits.length <= 2) {
    return digits.slice(0, 2);
  }
  if (digits.length < 2) return digits;
  if (digits.length === 2) return `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** The security code as it is typed: its digits only, four at most (American Express). */
export function formatSecurityCode(value: string): string {
  return toAsciiCardInput(value).replace(/\D/g, '').slice(0, 4);
}
