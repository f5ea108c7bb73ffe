import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db';
import type {
  DispensingOrder,
  DispensingOrderStatus,
  OrderActor,
  OrderPaymentStatus,
  ReceiveMethod,
} from '@harmo/contracts/dispensing-orders';

interface OrderRow {
  id: string;
  patient_id: string;
  facility_id: string;
  pharmacy_name: string;
  pharmacy_address: string | null;
  pharmacy_phone: string | null;
  prescription_id: string;
  prescription_kind: 'photo' | 'qr';
  receive_type: 'pickup' | 'delivery';
  pickup_at: Date | null;
  slot_starts_at: Date | null;
  slot_ends_at: Date | null;
  notes: string | null;
  status: DispensingOrderStatus;
  status_reason: string | null;
  meeting_url: string | null;
  amount_jpy: number | null;
  payment_status: OrderPaymentStatus;
  request_hash: string;
  created_at: Date;
  updated_at: Date;
  history: { status: DispensingOrderStatus; at: string; by: OrderActor; reason: string | null }[];
  messages: { id: string; body: string; sentAt: string }[];
}

/**
 * One SELECT gives whole orders: the timeline and the messages as JSON arrays, so a list of
 * orders costs one query, not one per order.
 */
const SELECT_ORDERS = `
SELECT o.id, o.patient_id, o.facility_id, o.pharmacy_name, o.pharmacy_address, o.pharmacy_phone,
  o.prescription_id, p.kind AS prescription_kind, o.receive_type, o.pickup_at, o.slot_starts_at,
  o.slot_ends_at, o.notes, o.status, o.status_reason, o.meeting_url, o.amount_jpy,
  o.payment_status, o.request_hash, o.created_at, o.updated_at,
  COALESCE((SELECT json_agg(json_build_object('status', e.status, 'at', e.at, 'by', e.actor,
      'reason', e.reason) ORDER BY e.id)
    FROM dispensing_order_events e WHERE e.order_id = o.id), '[]'::json) AS history,
  COALESCE((SELECT json_agg(json_build_object('id', m.id, 'body', m.body, 'sentAt', m.sent_at)
      ORDER BY m.sent_at, m.id)
    FROM dispensing_order_messages m WHERE m.order_id = o.id), '[]'::json) AS messages
FROM dispensing_orders o
JOIN prescriptions p ON p.id = o.prescription_id`;

/** A timestamp read back from json_build_object (no time zone mark on some servers) as ISO 8601. */
const iso = (value: string): string => new Date(value).toISOString();

function toOrder(row: OrderRow): DispensingOrder {
  const receive: ReceiveMethod =
    row.receive_type === 'pickup'
      ? { type: 'pickup', pickupAt: row.pickup_at!.toISOString() }
      : {
          type: 'delivery',
          guidanceSlot: {
            startsAt: row.slot_starts_at!.toISOString(),
            endsAt: row.slot_ends_at!.toISOString(),
          },
        };
  return {
    id: row.id,
    patientId: row.patient_id,
    pharmacy: {
      facilityId: row.facility_id,
      name: row.pharmacy_name,
      address: row.pharmacy_address,
      phone: row.pharmacy_phone,
    },
    prescriptionId: row.prescription_id,
    prescriptionKind: row.prescription_kind,
    receive,
    notes: row.notes,
    status: row.status,
    statusReason: row.status_reason,
    history: row.history.map((event) => ({ ...event, at: iso(event.at) })),
    meetingUrl: row.meeting_url,
    payment: { amountJpy: row.amount_jpy, status: row.payment_status },
    messages: row.messages.map((message) => ({ ...message, sentAt: iso(message.sentAt) })),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export interface StoredOrder {
  order: DispensingOrder;
  requestHash: string;
}

export async function findOrder(db: Queryable, id: string): Promise<DispensingOrder | null> {
  const { rows } = await db.query<OrderRow>(`${SELECT_ORDERS} WHERE o.id = $1`, [id]);
  return rows[0] ? toOrder(rows[0]) : null;
}

export async function findOrderByIdempotencyKey(
  db: Queryable,
  patientId: string,
  key: string,
): Promise<StoredOrder | null> {
  const { rows } = await db.query<OrderRow>(
    `${SELECT_ORDERS} WHERE o.patient_id = $1 AND o.idempotency_key = $2`,
    [patientId, key],
  );
  const row = rows[0];
  return row ? { order: toOrder(row), requestHash: row.request_hash } : null;
}

export async function listPatientOrders(
  db: Queryable,
  patientId: string,
): Promise<DispensingOrder[]> {
  const { rows } = await db.query<OrderRow>(
    `${SELECT_ORDERS} WHERE o.patient_id = $1 ORDER BY o.created_at DESC, o.id`,
    [patientId],
  );
  return rows.map(toOrder);
}

export async function listPharmacyOrders(
  db: Queryable,
  facilityId: string,
  statuses: readonly DispensingOrderStatus[] | undefined,
): Promise<DispensingOrder[]> {
  const { rows } = await db.query<OrderRow>(
    `${SELECT_ORDERS} WHERE o.facility_id = $1 AND ($2::text[] IS NULL OR o.status = ANY($2))
     ORDER BY o.created_at DESC, o.id LIMIT 500`,
    [facilityId, statuses ? [...statuses] : null],
  );
  return rows.map(toOrder);
}

export interface NewOrder {
  patientId: string;
  createdByAccountId: string;
  pharmacy: { facilityId: string; name: string; address: string | null; phone: string | null };
  prescriptionId: string;
  receive: ReceiveMethod;
  notes: string | null;
  idempotencyKey: string;
  requestHash: string;
  now: Date;
}

/**
 * Inserts an order unless the patient already has one with this idempotency key; answers the
 * new order's id, or null when the key was taken (by an earlier or a concurrent request: the
 * unique index makes the second insert wait for the first and then do nothing).
 */
export async function insertOrderOnce(tx: Queryable, order: NewOrder): Promise<string | null> {
  const id = randomUUID();
  const pickup = order.receive.type === 'pickup' ? order.receive.pickupAt : null;
  const slot = order.receive.type === 'delivery' ? order.receive.guidanceSlot : null;
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO dispensing_orders (id, patient_id, created_by_account_id, facility_id,
       pharmacy_name, pharmacy_address, pharmacy_phone, prescription_id, receive_type, pickup_at,
       slot_starts_at, slot_ends_at, notes, status, payment_status, idempotency_key,
       request_hash, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'submitted', $14, $15, $16,
       $17, $17)
     ON CONFLICT (patient_id, idempotency_key) DO NOTHING
     RETURNING id`,
    [
      id,
      order.patientId,
      order.createdByAccountId,
      order.pharmacy.facilityId,
      order.pharmacy.name,
      order.pharmacy.address,
      order.pharmacy.phone,
      order.prescriptionId,
      order.receive.type,
      pickup,
      slot?.startsAt ?? null,
      slot?.endsAt ?? null,
      order.notes,
      order.receive.type === 'delivery' ? 'awaiting_amount' : 'not_required',
      order.idempotencyKey,
      order.requestHash,
      order.now,
    ],
  );
  if (!rows[0]) return null;
  await recordEvent(tx, id, 'submitted', 'patient', null, order.now);
  return id;
}

async function recordEvent(
  tx: Queryable,
  orderId: string,
  status: DispensingOrderStatus,
  actor: OrderActor,
  reason: string | null,
  at: Date,
): Promise<void> {
  await tx.query(
    'INSERT INTO dispensing_order_events (order_id, status, actor, reason, at) VALUES ($1, $2, $3, $4, $5)',
    [orderId, status, actor, reason, at],
  );
}

/**
 * Moves an order from → to in one conditional UPDATE, so that of two racing moves (the patient
 * cancels while the pharmacy accepts) exactly one wins. Answers false when the order was no
 * longer in `from`.
 */
export async function moveOrder(
  tx: Queryable,
  move: {
    orderId: string;
    from: DispensingOrderStatus;
    to: DispensingOrderStatus;
    by: OrderActor;
    reason: string | null;
    now: Date;
  },
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE dispensing_orders SET status = $3, status_reason = $4, updated_at = $5
     WHERE id = $1 AND status = $2 AND ($3 <> 'cancelled' OR payment_status <> 'paid')`,
    [move.orderId, move.from, move.to, move.reason, move.now],
  );
  if (rowCount !== 1) return false;
  await recordEvent(tx, move.orderId, move.to, move.by, move.reason, move.now);
  return true;
}

/**
 * Sets the amount of an unpaid delivery order the pharmacy has accepted; false when it is paid,
 * not a delivery, or not accepted yet. Only after acceptance: the patient may still cancel a
 * submitted order, and money taken for an order the patient can cancel would need a refund.
 */
export async function setOrderAmount(
  tx: Queryable,
  orderId: string,
  amountJpy: number,
  now: Date,
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE dispensing_orders SET amount_jpy = $2, payment_status = 'awaiting_payment',
       updated_at = $3
     WHERE id = $1 AND receive_type = 'delivery'
       AND payment_status IN ('awaiting_amount', 'awaiting_payment')
       AND status IN ('accepted', 'ready')`,
    [orderId, amountJpy, now],
  );
  return rowCount === 1;
}

export async function setMeetingUrl(
  tx: Queryable,
  orderId: string,
  url: string,
  now: Date,
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE dispensing_orders SET meeting_url = $2, updated_at = $3
     WHERE id = $1 AND receive_type = 'delivery' AND status IN ('submitted', 'accepted', 'ready')`,
    [orderId, url, now],
  );
  return rowCount === 1;
}

export async function addMessage(
  tx: Queryable,
  orderId: string,
  body: string,
  now: Date,
): Promise<void> {
  await tx.query(
    'INSERT INTO dispensing_order_messages (id, order_id, body, sent_at) VALUES ($1, $2, $3, $4)',
    [randomUUID(), orderId, body, now],
  );
  await tx.query('UPDATE dispensing_orders SET updated_at = $2 WHERE id = $1', [orderId, now]);
}

/** Start times of the open delivery orders' guidance slots at a pharmacy, from `from` on. */
export async function takenSlotStarts(
  db: Queryable,
  facilityId: string,
  from: Date,
): Promise<Set<number>> {
  const { rows } = await db.query<{ slot_starts_at: Date }>(
    `SELECT slot_starts_at FROM dispensing_orders
     WHERE facility_id = $1 AND receive_type = 'delivery' AND slot_starts_at >= $2
       AND status IN ('submitted', 'accepted', 'ready')`,
    [facilityId, from],
  );
  return new Set(rows.map((row) => row.slot_starts_at.getTime()));
}

/** Whether an order other than a rejected or cancelled one already uses the prescription. */
export async function prescriptionInUse(db: Queryable, prescriptionId: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM dispensing_orders WHERE prescription_id = $1
       AND status IN ('submitted', 'accepted', 'ready', 'completed')`,
    [prescriptionId],
  );
  return rows.length > 0;
}
