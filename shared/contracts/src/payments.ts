import { z } from 'zod';

/*
 * Card payments. The card number and CVC go from the browser to the card gateway's tokenizer
 * only (改正割賦販売法: the merchant does not hold card data). The product API receives a
 * single-use token and keeps what a merchant may keep: the gateway's customer and card ids,
 * brand, last four digits, expiry and holder name.
 */

// Product API paths

export const PAYMENTS_PATHS = {
  /** GET the patient's cards, POST { token } to register one (after 3-D Secure). */
  cards: '/ps/v1/patients/:patientId/payment/cards',
  /** DELETE removes a card. */
  card: '/ps/v1/patients/:patientId/payment/cards/:cardId',
  /** PUT makes it the card that is charged. */
  defaultCard: '/ps/v1/patients/:patientId/payment/cards/:cardId/default',
  /** POST { amountJpy, idempotencyKey }: the patient confirms the amount; the default card is charged. */
  orderCharge: '/ps/v1/patients/:patientId/payment/dispensing-orders/:dispensingOrderId/charge',
} as const;

// The card gateway (PAY.JP v1 shape), addressed by its own configured base URL

export const GATEWAY_PATHS = {
  /** Browser, public key: card details → single-use token. */
  tokens: '/v1/tokens',
  /** Browser navigation: the 3-D Secure challenge of a token, then back to `back_url`. */
  tokenTdsStart: '/v1/tds/:tokenId/start',
  /** Server, secret key: completes 3-D Secure of a token before it may be used. */
  tokenTdsFinish: '/v1/tokens/:tokenId/tds_finish',
  customers: '/v1/customers',
  customer: '/v1/customers/:customerId',
  customerCards: '/v1/customers/:customerId/cards',
  customerCard: '/v1/customers/:customerId/cards/:cardId',
  charges: '/v1/charges',
  charge: '/v1/charges/:chargeId',
} as const;

/** Brands as the gateway names them. */
export const CARD_BRANDS = [
  'Visa',
  'MasterCard',
  'JCB',
  'American Express',
  'Diners Club',
  'Discover',
] as const;
export const CardBrand = z.enum(CARD_BRANDS);
export type CardBrand = z.infer<typeof CardBrand>;

export const THREE_D_SECURE_STATUSES = [
  'unverified',
  'verified',
  'attempted',
  'failed',
  'error',
] as const;
export const ThreeDSecureStatus = z.enum(THREE_D_SECURE_STATUSES);
export type ThreeDSecureStatus = z.infer<typeof ThreeDSecureStatus>;

export const GATEWAY_ERROR_TYPES = [
  'client_error',
  'card_error',
  'server_error',
  'not_found_error',
  'not_allowed_method_error',
  'auth_error',
  'invalid_request_error',
] as const;

/** Card error codes (HTTP 402), as the gateway names them. */
export const CARD_ERROR_CODES = [
  'card_declined',
  'expired_card',
  'incorrect_card_data',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'processing_error',
  'card_flagged',
  'unacceptable_brand',
  'missing_card',
  'test_card_on_livemode',
  'three_d_secure_incompleted',
  'three_d_secure_failed',
] as const;
export type CardErrorCode = (typeof CARD_ERROR_CODES)[number];

/** `{ error: { type, code, message, status, param } }`: every refusal of the gateway. */
export const GatewayError = z.object({
  error: z.object({
    type: z.enum(GATEWAY_ERROR_TYPES),
    code: z.string().optional(),
    message: z.string(),
    status: z.number().int(),
    param: z.string().optional(),
  }),
});
export type GatewayError = z.infer<typeof GatewayError>;

/** A card as the gateway returns it inside a token or a customer (never the number or CVC). */
export const GatewayCard = z.object({
  id: z.string().regex(/^car_/),
  object: z.literal('card'),
  brand: CardBrand,
  last4: z.string().regex(/^\d{4}$/),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int(),
  name: z.string().nullable(),
  email: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  fingerprint: z.string(),
  cvc_check: z.enum(['passed', 'failed', 'unavailable', 'unchecked']),
  three_d_secure_status: ThreeDSecureStatus.nullable(),
  created: z.number().int(),
  customer: z.string().nullable().optional(),
});
export type GatewayCard = z.infer<typeof GatewayCard>;

export const GatewayToken = z.object({
  id: z.string().regex(/^tok_/),
  object: z.literal('token'),
  card: GatewayCard,
  created: z.number().int(),
  livemode: z.boolean(),
  used: z.boolean(),
});
export type GatewayToken = z.infer<typeof GatewayToken>;

export const GatewayCustomer = z.object({
  id: z.string().regex(/^cus_/),
  object: z.literal('customer'),
  default_card: z.string().nullable(),
  cards: z.object({ object: z.literal('list'), data: z.array(GatewayCard) }),
  created: z.number().int(),
  livemode: z.boolean(),
});
export type GatewayCustomer = z.infer<typeof GatewayCustomer>;

/**
 * The smallest charge the gateway takes, in yen (PAY.JP refuses less with a 400): an amount a
 * patient is asked to pay must be at least this, or the card can never be charged.
 */
export const GATEWAY_MIN_CHARGE_JPY = 50;

export const GatewayCharge = z.object({
  id: z.string().regex(/^ch_/),
  object: z.literal('charge'),
  amount: z.number().int(),
  currency: z.literal('jpy'),
  paid: z.boolean(),
  captured: z.boolean(),
  card: GatewayCard,
  customer: z.string().nullable(),
  failure_code: z.string().nullable(),
  failure_message: z.string().nullable(),
  created: z.number().int(),
  livemode: z.boolean(),
  /** The merchant's own key-value pairs sent with the charge (`metadata[key]=value`). */
  metadata: z.record(z.string(), z.unknown()).nullable().optional(),
});
export type GatewayCharge = z.infer<typeof GatewayCharge>;

/** `GET /v1/charges`: one page of charges, newest first (`limit`, `offset`, `since`, `customer`). */
export const GatewayChargeList = z.object({
  object: z.literal('list'),
  data: z.array(GatewayCharge),
  has_more: z.boolean(),
});
export type GatewayChargeList = z.infer<typeof GatewayChargeList>;

// Card details at the field (the form checks them before anything is sent)

/** Digits only: spaces and hyphens people type between groups are dropped. */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn check digit test every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const BRAND_RULES: readonly { brand: CardBrand; pattern: RegExp; lengths: readonly number[] }[] = [
  { brand: 'American Express', pattern: /^3[47]/, lengths: [15] },
  { brand: 'Diners Club', pattern: /^(30[0-5]|3095|36|38|39)/, lengths: [14, 16] },
  { brand: 'JCB', pattern: /^35(2[89]|[3-8]\d)/, lengths: [16] },
  { brand: 'Visa', pattern: /^4/, lengths: [16] },
  // The 2-series runs from 2221 to 2720: a number starting 2220 is no Mastercard.
  { brand: 'MasterCard', pattern: /^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/, lengths: [16] },
  { brand: 'Discover', pattern: /^(6011|64[4-9]|65)/, lengths: [16] },
];

/** The brand of a (possibly partial) card number, from its leading digits. */
export function cardBrandOf(digits: string): CardBrand | null {
  return BRAND_RULES.find((rule) => rule.pattern.test(digits))?.brand ?? null;
}

export type CardNumberProblem = 'required' | 'not_digits' | 'length' | 'luhn' | 'brand';

/** Why a card number cannot be a card the gateway takes, or undefined. */
export function cardNumberProblem(value: string): CardNumberProblem | undefined {
  const digits = cardDigits(value);
  if (digits === '') return 'required';
  if (!/^\d+$/.test(digits)) return 'not_digits';
  const rule = BRAND_RULES.find((r) => r.pattern.test(digits));
  if (!rule) return 'brand';
  if (!rule.lengths.includes(digits.length)) return 'length';
  if (!passesLuhn(digits)) return 'luhn';
  return undefined;
}

/** The card holder's name as 3-D Secure requires it: ASCII letters, digits, space, period, hyphen. */
export const HOLDER_NAME_MAX = 45;
export const HOLDER_NAME_PATTERN = /^[A-Za-z0-9 .-]+$/;

// Product API shapes

/** A card registered for a patient, as the product API returns it. */
export const SavedCard = z.object({
  id: z.uuid().describe('harmo id of the registered card'),
  customerId: z.string().regex(/^cus_/).describe("The gateway's customer id"),
  cardId: z.string().regex(/^car_/).describe("The gateway's card id"),
  brand: CardBrand,
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int(),
  holderName: z.string(),
  isDefault: z.boolean().describe('The card charged when the patient pays'),
  createdAt: z.string().describe('ISO 8601'),
});
export type SavedCard = z.infer<typeof SavedCard>;

/** GET cards: default card first, then newest first. */
export const CardsResponse = z.object({ cards: z.array(SavedCard) });
export type CardsResponse = z.infer<typeof CardsResponse>;

/** POST cards: a token made by the gateway's tokenizer with 3-D Secure, once the challenge ended. */
export const RegisterCardBody = z.object({
  token: z
    .string()
    .regex(/^tok_[A-Za-z0-9]{1,64}$/, { error: 'must be a token id of the card gateway' }),
});
export type RegisterCardBody = z.infer<typeof RegisterCardBody>;

/** At most this many cards per patient. */
export const CARD_LIMIT = 5;

/** POST orderCharge: the amount the patient saw and confirmed, and one key per confirmation. */
export const ChargeBody = z.object({
  amountJpy: z.number().int().min(1).max(10_000_000),
  idempotencyKey: z.uuid({ error: 'must be a uuid' }),
});
export type ChargeBody = z.infer<typeof ChargeBody>;

/** A charge that succeeded: repeated confirmations answer with the same one. */
export const ChargeResponse = z.object({
  chargeId: z.string().regex(/^ch_/).describe("The gateway's charge id"),
  dispensingOrderId: z.string(),
  amountJpy: z.number().int(),
  brand: CardBrand,
  last4: z.string().regex(/^\d{4}$/),
  paidAt: z.string().describe('ISO 8601'),
});
export type ChargeResponse = z.infer<typeof ChargeResponse>;

/**
 * Error codes of the payment calls (the product API's `{ error, message }` body). A card refused
 * by the gateway answers 402 with the gateway's card error code as `error`. `card_not_found` is
 * 404 for a card id harmo does not know, 409 for a saved card the gateway no longer has.
 */
export const PAYMENT_ERROR_CODES = [
  'no_card',
  'card_limit_reached',
  'three_d_secure_not_verified',
  'token_unusable',
  'order_not_payable',
  'amount_changed',
  'charge_in_progress',
  'gateway_unavailable',
  'card_not_found',
  ...CARD_ERROR_CODES,
] as const;
export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number];
