import { HOLDER_NAME_MAX, HOLDER_NAME_PATTERN } from '@harmo/contracts/payments';
import type { CardElementChange } from '../lib/payjp';
import { CardTokenError } from '../api/create-card-token';
import { paymentErrorKey } from './payment-errors';

/** The card form's fields, in the order they are shown (and a first mistake is focused). */
export const CARD_FIELDS = ['number', 'expiry', 'cvc', 'holderName', 'email'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

/** The fields that are the gateway's frames: this page never sees what is typed in them. */
export const CARD_ELEMENT_FIELDS = ['number', 'expiry', 'cvc'] as const;
export type CardElementField = (typeof CARD_ELEMENT_FIELDS)[number];

export const isCardElementField = (field: CardField): field is CardElementField =>
  (CARD_ELEMENT_FIELDS as readonly string[]).includes(field);

/** Every message key of the form (under `payment.validation.`). */
export const CARD_FORM_MESSAGE_KEYS = [
  'number.required',
  'number.length',
  'number.luhn',
  'number.brand',
  'expiry.required',
  'expiry.format',
  'expiry.past',
  'cvc.required',
  'cvc.three',
  'cvc.four',
  'holderName.required',
  'holderName.format',
  'email.required',
  'email.format',
] as const;

/** The message (a key under `payment.`) of each field that needs fixing. */
export type CardFormErrors = Partial<Record<CardField, string>>;

/** The last change each gateway field reported, or null before the patient typed in it. */
export type CardElementChanges = Record<CardElementField, CardElementChange | null>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * What a gateway field's state means to the patient (a key under `payment.`), or undefined when
 * it is complete. The number's brand tells the security code's length.
 */
export function elementMessageKey(
  field: CardElementField,
  change: CardElementChange | null,
  numberBrand: string = 'unknown',
): string | undefined {
  if (change?.complete) return undefined;
  const code = change && !change.empty ? (change.error?.code ?? 'incomplete_error') : 'empty';
  switch (field) {
    case 'number':
      if (code === 'empty') return 'validation.number.required';
      if (code === 'invalid_number') {
        return change?.brand === 'unknown' ? 'validation.number.brand' : 'validation.number.luhn';
      }
      return 'validation.number.length';
    case 'expiry':
      if (code === 'empty') return 'validation.expiry.required';
      if (code === 'invalid_expiry_month_past' || code === 'invalid_expiry_year_past') {
        return 'validation.expiry.past';
      }
      return 'validation.expiry.format';
    case 'cvc':
      if (code === 'empty') return 'validation.cvc.required';
      return numberBrand === 'American Express' ? 'validation.cvc.four' : 'validation.cvc.three';
  }
}

/**
 * Checks the card form before anything is sent: each gateway field by what it last reported
 * (complete, or its code), the holder name as 3-D Secure takes it and an e-mail address for the
 * card issuer's challenge. The holder's details come back as they are sent.
 */
export function validateCardForm(values: {
  elements: CardElementChanges;
  holderName: string;
  email: string;
}): { errors: CardFormErrors; holder: { holderName: string; email: string } | null } {
  const errors: CardFormErrors = {};
  const brand = values.elements.number?.brand ?? 'unknown';
  for (const field of CARD_ELEMENT_FIELDS) {
    const key = elementMessageKey(field, values.elements[field], brand);
    if (key) errors[field] = key;
  }

  const name = values.holderName.trim().replace(/\s+/g, ' ');
  if (name === '') errors.holderName = 'validation.holderName.required';
  else if (name.length > HOLDER_NAME_MAX || !HOLDER_NAME_PATTERN.test(name)) {
    errors.holderName = 'validation.holderName.format';
  }

  const email = values.email.trim();
  if (email === '') errors.email = 'validation.email.required';
  else if (!EMAIL.test(email)) errors.email = 'validation.email.format';

  if (Object.keys(errors).length > 0) return { errors, holder: null };
  return { errors, holder: { holderName: name.toUpperCase(), email } };
}

/** The form's field a gateway error names by its `param` (`card[number]`, …), or null. */
export function cardFieldOfParam(param: string | undefined): CardField | null {
  switch (param) {
    case 'card[number]':
      return 'number';
    case 'card[exp_month]':
    case 'card[exp_year]':
      return 'expiry';
    case 'card[cvc]':
      return 'cvc';
    case 'card[name]':
      return 'holderName';
    case 'card[email]':
    case 'card[phone]':
      return 'email';
    default:
      return null;
  }
}

/** Whether the card form shows this token error at one of its fields (not above the form). */
export function isFieldTokenError(error: unknown): error is CardTokenError {
  return error instanceof CardTokenError && cardFieldOfParam(error.param) !== null;
}

/**
 * The message (a key under `payment.`) of a token refusal at the field it names: the gateway's
 * card error codes have their own; a field the gateway found wrong or missing has the form's.
 */
export function tokenErrorMessageKey(error: CardTokenError, field: CardField): string {
  const known = paymentErrorKey(error);
  if (known !== 'unknown') return `errors.${known}`;
  const missing = error.code === 'missing_param';
  switch (field) {
    case 'number':
    case 'expiry':
    case 'cvc': {
      const change: CardElementChange = {
        elementType:
          field === 'number' ? 'cardNumber' : field === 'expiry' ? 'cardExpiry' : 'cardCvc',
        brand: 'Visa',
        complete: false,
        empty: missing,
        error: missing ? undefined : { code: error.code, message: '' },
      };
      return elementMessageKey(field, change) ?? 'errors.unknown';
    }
    case 'holderName':
      return missing ? 'validation.holderName.required' : 'validation.holderName.format';
    case 'email':
      return missing ? 'validation.email.required' : 'validation.email.format';
  }
}
