import { z } from 'zod';
import { OpeningHoursSchema } from './opening-hours';
import { safeText } from './text';

/**
 * Dispensing orders: a patient sends a prescription to a pharmacy and says how the medicine is
 * received (picked up at a desired time, or delivered after online medication guidance,
 * オンライン服薬指導, in a slot the pharmacy offers). The pharmacy moves the order through the
 * status machine below with the pharmacy API (`pharmacy.ts`).
 */

// Route paths (the product API; every call needs the user's bearer id token)

export const DISPENSING_ORDER_PATHS = {
  /** GET: the patient's orders, newest first. POST: submit one (Idempotency-Key header). */
  orders: '/ps/v1/patients/:patientId/dispensing-orders',
  /** GET: server-sent events, one `order` event per change of any of the patient's orders. */
  ordersEvents: '/ps/v1/patients/:patientId/dispensing-orders/events',
  /** GET: one order. */
  order: '/ps/v1/dispensing-orders/:dispensingOrderId',
  /** POST: the patient cancels a submitted order (409 once the pharmacy has answered). */
  cancel: '/ps/v1/dispensing-orders/:dispensingOrderId/cancel',
  /** GET: server-sent events, one `order` event (the whole order) per change. */
  orderEvents: '/ps/v1/dispensing-orders/:dispensingOrderId/events',
  /** POST: a one-time ticket that opens an event stream without an Authorization header. */
  streamTickets: '/ps/v1/dispensing-orders/stream-tickets',
  /** GET: what a pharmacy takes: opening hours (for pick-up) and guidance slots (delivery). */
  reception: '/ps/v1/pharmacies/:facilityId/reception',
} as const;

// The status machine, written once: the api enforces it and the web shows it.

export const DISPENSING_ORDER_STATUSES = [
  'submitted',
  'accepted',
  'ready',
  'completed',
  'rejected',
  'cancelled',
] as const;
export type DispensingOrderStatus = (typeof DISPENSING_ORDER_STATUSES)[number];
export const DispensingOrderStatusSchema = z.enum(DISPENSING_ORDER_STATUSES);

/** Who moves an order: the patient (or someone acting for them) or the pharmacy. */
export const ORDER_ACTORS = ['patient', 'pharmacy'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

export interface OrderTransition {
  from: DispensingOrderStatus;
  to: DispensingOrderStatus;
  by: OrderActor;
  /** A reason the patient reads (why the pharmacy refused or cancelled). */
  reasonRequired: boolean;
}

/**
 * Every allowed move. submitted → accepted → ready → completed; submitted → rejected (the
 * pharmacy, with a reason); submitted → cancelled (the patient); accepted → cancelled (the
 * pharmacy, with a reason). Anything else is answered 409 `illegal_transition` with the current
 * status.
 */
export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  { from: 'submitted', to: 'accepted', by: 'pharmacy', reasonRequired: false },
  { from: 'submitted', to: 'rejected', by: 'pharmacy', reasonRequired: true },
  { from: 'submitted', to: 'cancelled', by: 'patient', reasonRequired: false },
  { from: 'accepted', to: 'ready', by: 'pharmacy', reasonRequired: false },
  { from: 'accepted', to: 'cancelled', by: 'pharmacy', reasonRequired: true },
  { from: 'ready', to: 'completed', by: 'pharmacy', reasonRequired: false },
];

/** The transition from → to that `by` may make, or undefined when it is not allowed. */
export function findTransition(
  from: DispensingOrderStatus,
  to: DispensingOrderStatus,
  by: OrderActor,
): OrderTransition | undefined {
  return ORDER_TRANSITIONS.find((t) => t.from === from && t.to === to && t.by === by);
}

/** Statuses no transition leaves. */
export const FINAL_ORDER_STATUSES: readonly DispensingOrderStatus[] =
  DISPENSING_ORDER_STATUSES.filter((status) => !ORDER_TRANSITIONS.some((t) => t.from === status));

export function isFinalOrderStatus(status: DispensingOrderStatus): boolean {
  return FINAL_ORDER_STATUSES.includes(status);
}

// Limits

export const ORDER_LIMITS = {
  /** Characters of the patient's notes. */
  notesMaxLength: 500,
  /** Characters of a rejection or cancellation reason. */
  reasonMaxLength: 200,
  /** Characters of one pharmacy message. */
  messageMaxLength: 500,
  /** A pick-up time at least this far ahead. */
  pickupLeadMinutes: 30,
  /** … and at most this many days ahead. */
  pickupHorizonDays: 14,
  /** Length of one online guidance slot. */
  guidanceSlotMinutes: 30,
  /** Days of guidance slots a pharmacy offers ahead. */
  guidanceSlotHorizonDays: 7,
  /** The first slot starts at least this far ahead. */
  guidanceLeadMinutes: 60,
  /** A stream ticket opens a stream within this time, once. */
  streamTicketSeconds: 60,
} as const;

// Idempotency

/**
 * Every submit carries the `Idempotency-Key` header (`idempotency.ts`): a key the web makes once
 * per draft order (a UUID) and sends again on every retry. A retry with the same key and the same
 * body answers 200 with the order the first request created; a new order answers 201. The same
 * key with a different body is refused 409 `idempotency_key_reused`. Keys are per patient.
 */
export { IDEMPOTENCY_KEY_HEADER, IdempotencyKey } from './idempotency';

// How the medicine is received

export const RECEIVE_METHODS = ['pickup', 'delivery'] as const;
export type ReceiveMethodType = (typeof RECEIVE_METHODS)[number];

const isoInstant = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date and time' });

/**
 * A slot that does not end after it starts is malformed, whatever the pharmacy offers: a 400
 * naming `endsAt`, decided here so that the web form and the api apply the same rule. A time
 * that is not one is left to its own format check.
 */
export const GuidanceSlot = z
  .object({
    startsAt: isoInstant,
    endsAt: isoInstant,
  })
  .refine(
    ({ startsAt, endsAt }) => {
      const start = Date.parse(startsAt);
      const end = Date.parse(endsAt);
      return Number.isNaN(start) || Number.isNaN(end) || end > start;
    },
    { path: ['endsAt'], error: 'must be after startsAt' },
  );
export type GuidanceSlot = z.infer<typeof GuidanceSlot>;

/**
 * pickup: the desired time, within the pharmacy's opening hours (Japan time), at least 30
 * minutes and at most 14 days ahead (`pickup_outside_hours`, `pickup_time_out_of_range`).
 * delivery: one of the slots the pharmacy offers (reception), for the online guidance after
 * which the medicine is sent (`guidance_slot_unavailable` when it is not offered or taken).
 */
export const ReceiveMethod = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pickup'), pickupAt: isoInstant }),
  z.object({ type: z.literal('delivery'), guidanceSlot: GuidanceSlot }),
]);
export type ReceiveMethod = z.infer<typeof ReceiveMethod>;

/** GET reception: what the pharmacy takes. */
export const PharmacyReception = z.object({
  facilityId: z.string(),
  name: z.string(),
  openingHours: OpeningHoursSchema.nullable().describe(
    'null when unknown: any pick-up time in range is accepted, the pharmacy confirms it',
  ),
  guidanceSlots: z
    .array(GuidanceSlot)
    .describe('Free online guidance slots, earliest first (from the opening hours)'),
});
export type PharmacyReception = z.infer<typeof PharmacyReception>;

// Payment of a delivery order

/**
 * not_required: a pick-up order (paid at the counter). awaiting_amount: a delivery order whose
 * amount the pharmacy has not set yet. awaiting_payment: the amount is set; the patient confirms
 * it and the default card is charged (the payment area moves it to paid). paid: charged once.
 */
export const PAYMENT_STATUSES = [
  'not_required',
  'awaiting_amount',
  'awaiting_payment',
  'paid',
] as const;
export type OrderPaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const OrderPayment = z.object({
  amountJpy: z.number().int().nullable().describe('Set by the pharmacy for a delivery order'),
  status: z.enum(PAYMENT_STATUSES),
});
export type OrderPayment = z.infer<typeof OrderPayment>;

// The order

export const OrderEvent = z.object({
  status: DispensingOrderStatusSchema,
  at: z.string().describe('ISO 8601'),
  by: z.enum(ORDER_ACTORS),
  reason: z.string().nullable(),
});
export type OrderEvent = z.infer<typeof OrderEvent>;

export const PharmacyMessage = z.object({
  id: z.uuid(),
  body: z.string(),
  sentAt: z.string().describe('ISO 8601'),
});
export type PharmacyMessage = z.infer<typeof PharmacyMessage>;

export const OrderPharmacy = z.object({
  facilityId: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
});

export const DispensingOrder = z.object({
  id: z.uuid(),
  patientId: z.uuid(),
  pharmacy: OrderPharmacy,
  prescriptionId: z.uuid(),
  prescriptionKind: z.enum(['photo', 'qr']),
  receive: ReceiveMethod,
  notes: z.string().nullable(),
  status: DispensingOrderStatusSchema,
  /** The reason of a rejection or of a cancellation by the pharmacy. */
  statusReason: z.string().nullable(),
  history: z.array(OrderEvent).describe('Every status the order had, oldest first'),
  meetingUrl: z
    .string()
    .nullable()
    .describe('The online guidance meeting link the pharmacy set (delivery only)'),
  payment: OrderPayment,
  messages: z.array(PharmacyMessage).describe("The pharmacy's messages, oldest first"),
  createdAt: z.string().describe('ISO 8601'),
  updatedAt: z.string().describe('ISO 8601'),
});
export type DispensingOrder = z.infer<typeof DispensingOrder>;

export const DispensingOrdersResponse = z.object({
  orders: z.array(DispensingOrder).describe('Newest first'),
});
export type DispensingOrdersResponse = z.infer<typeof DispensingOrdersResponse>;

/** POST orders (with the Idempotency-Key header). */
export const NewDispensingOrderBody = z.object({
  facilityId: z.string().min(1).max(80).describe('A pharmacy from the facility search'),
  prescriptionId: z.uuid(),
  receive: ReceiveMethod,
  notes: safeText({ multiline: true })
    .max(ORDER_LIMITS.notesMaxLength)
    .nullable()
    .optional()
    .describe('For the pharmacy (allergies, generic or brand, …)'),
});
export type NewDispensingOrderBody = z.infer<typeof NewDispensingOrderBody>;

export const DispensingOrderParams = z.object({
  dispensingOrderId: z.uuid({ error: 'must be a dispensing order id' }),
});

/**
 * Every 409 of the order calls. `illegal_transition`: the order is not in a status that allows
 * the move, and `currentStatus` says where it is now (e.g. the pharmacy accepted it while the
 * patient pressed cancel). Others: `idempotency_key_reused` (the key came with another body),
 * `guidance_slot_unavailable`, `prescription_in_use` (another open order has it),
 * `amount_not_settable` (not a delivery order, not accepted yet, paid already, or the order is
 * closed); `order_paid` (a paid order is not cancelled through harmo: nothing here refunds).
 */
export const OrderConflictResponse = z.object({
  error: z.string(),
  message: z.string().optional(),
  currentStatus: DispensingOrderStatusSchema.optional(),
});
export type OrderConflictResponse = z.infer<typeof OrderConflictResponse>;

// Live status (server-sent events)

/**
 * How a page follows an order without reloading. GET orderEvents / ordersEvents answer
 * `text/event-stream`: an `order` event (data: a DispensingOrder as JSON) after every change made
 * through any api instance (the order stream also sends the order at once when it opens), and a comment line every 20 seconds to keep the
 * connection open. A stream ends after 15 minutes; the client opens a new one.
 *
 * Authentication, either:
 *  - `Authorization: Bearer <id token>` like every call (a fetch-based stream reader); or
 *  - `?ticket=<ticket>` from POST streamTickets (for EventSource, which cannot send headers).
 *    A ticket is bound to the signed-in account, used once, and lapses after 60 seconds; a
 *    reconnecting EventSource therefore fails with 401, and the page asks for a new ticket (or
 *    falls back to polling GET order). Access to the patient is checked when the stream opens
 *    and again before every event.
 */
export const ORDER_EVENT_NAME = 'order';

export const StreamTicketResponse = z.object({
  ticket: z.string(),
  expiresAt: z.string().describe('ISO 8601'),
});
export type StreamTicketResponse = z.infer<typeof StreamTicketResponse>;

export const StreamQuery = z.object({
  ticket: z.string().max(200).optional().describe('A stream ticket (instead of Authorization)'),
});
