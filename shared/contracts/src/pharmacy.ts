import { z } from 'zod';
import { DispensingOrder, DispensingOrderStatusSchema, ORDER_LIMITS } from './dispensing-orders';
import { GATEWAY_MIN_CHARGE_JPY } from './payments';
import { safeText } from './text';

/**
 * The pharmacy API: what a pharmacy's system calls with an access token of its confidential
 * OAuth client (client credentials grant at `/oauth/token`). Each pharmacy client is linked to
 * one pharmacy (facility id) and sees only that pharmacy's orders; another pharmacy's order
 * answers 404 as if it did not exist.
 */

export const PHARMACY_PATHS = {
  /** GET: this pharmacy's orders, newest first (?status=submitted,accepted). */
  orders: '/pharmacy/v1/orders',
  /** GET: one order, with the patient's name for the counter. */
  order: '/pharmacy/v1/orders/:dispensingOrderId',
  /** GET: the order's prescription (JSON: kind, photo metadata or the parsed QR). */
  prescription: '/pharmacy/v1/orders/:dispensingOrderId/prescription',
  /** GET: the photo's bytes, `Cache-Control: private, no-store`. */
  prescriptionImage: '/pharmacy/v1/orders/:dispensingOrderId/prescription/image',
  /** POST: move the order ({ status, reason }); 409 illegal_transition with currentStatus. */
  status: '/pharmacy/v1/orders/:dispensingOrderId/status',
  /** PUT: the amount of a delivery order ({ amountJpy }); 409 once it is paid. */
  amount: '/pharmacy/v1/orders/:dispensingOrderId/amount',
  /** PUT: the online guidance meeting link of a delivery order ({ url }). */
  meeting: '/pharmacy/v1/orders/:dispensingOrderId/meeting',
  /** POST: a short message to the patient ({ body }). */
  messages: '/pharmacy/v1/orders/:dispensingOrderId/messages',
} as const;

/** The largest amount a pharmacy may ask for one delivery order, in yen. */
export const ORDER_AMOUNT_MAX_JPY = 1_000_000;

export const PharmacyOrder = DispensingOrder.extend({
  patient: z.object({
    name: z.string(),
    kana: z.string(),
    birthDate: z.string().nullable(),
  }),
});
export type PharmacyOrder = z.infer<typeof PharmacyOrder>;

export const PharmacyOrdersQuery = z.object({
  status: z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return undefined;
      const parsed = z.array(DispensingOrderStatusSchema).safeParse(value.split(','));
      if (!parsed.success) {
        context.addIssue({ code: 'custom', message: 'must be statuses separated by commas' });
        return z.NEVER;
      }
      return parsed.data;
    })
    .describe('Only orders in these statuses, e.g. submitted,accepted'),
});

export const PharmacyOrdersResponse = z.object({ orders: z.array(PharmacyOrder) });
export type PharmacyOrdersResponse = z.infer<typeof PharmacyOrdersResponse>;

export const StatusChangeBody = z.object({
  status: DispensingOrderStatusSchema,
  reason: safeText({ multiline: true })
    .trim()
    .min(1)
    .max(ORDER_LIMITS.reasonMaxLength)
    .optional()
    .describe('Required for rejected and cancelled: the patient reads it'),
});
export type StatusChangeBody = z.infer<typeof StatusChangeBody>;

export const AmountBody = z.object({
  amountJpy: z
    .number()
    .int()
    // Less than the gateway takes could never be paid by card: refused here, where the
    // pharmacy can fix it, not when the patient pays.
    .min(GATEWAY_MIN_CHARGE_JPY, {
      error: `must be at least ${GATEWAY_MIN_CHARGE_JPY} yen, the smallest card payment`,
    })
    .max(ORDER_AMOUNT_MAX_JPY)
    .describe(
      `Yen, from ${GATEWAY_MIN_CHARGE_JPY} (the smallest card payment) to ${ORDER_AMOUNT_MAX_JPY}`,
    ),
});
export type AmountBody = z.infer<typeof AmountBody>;

/** A user name (and password) before the host: an @ in the authority, before any /, ? or #. */
const USER_INFO = /^https:\/\/[^/?#]*@/i;

export const MeetingBody = z.object({
  url: z
    .url({ protocol: /^https$/, error: 'must be an https URL' })
    .max(500)
    // Security: patients open this link from their order. One with a user name before an @
    // (https://harmo@evil.example/) shows a trusted name while leading elsewhere.
    .refine((url) => !USER_INFO.test(url), { error: 'must not hold a user name or password' })
    .describe('The online guidance meeting link (https, without a user name or password)'),
});
export type MeetingBody = z.infer<typeof MeetingBody>;

export const MessageBody = z.object({
  body: safeText({ multiline: true }).trim().min(1).max(ORDER_LIMITS.messageMaxLength),
});
export type MessageBody = z.infer<typeof MessageBody>;
