import type { OrderPaymentStatus } from '@harmo/contracts/dispensing-orders';
import type { Queryable } from '../../db';

/** What paying needs of a dispensing order (the orders area owns the table). */
export interface OrderForPayment {
  id: string;
  patientId: string;
  /** The order is still open: not rejected or cancelled. */
  open: boolean;
  paymentStatus: OrderPaymentStatus;
  amountJpy: number | null;
}

export async function orderForPayment(
  db: Queryable,
  orderId: string,
): Promise<OrderForPayment | null> {
  const { rows } = await db.query<{
    id: string;
    patient_id: string;
    status: string;
    payment_status: OrderPaymentStatus;
    amount_jpy: number | null;
  }>(
    'SELECT id, patient_id, status, payment_status, amount_jpy FROM dispensing_orders WHERE id = $1',
    [orderId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    patientId: row.patient_id,
    open: row.status !== 'rejected' && row.status !== 'cancelled',
    paymentStatus: row.payment_status,
    amountJpy: row.amount_jpy,
  };
}

/**
 * awaiting_payment → paid, in the transaction that records the charge. The order then shows the
 * amount that was charged: a charge found after its answer was lost may be of the amount the
 * patient confirmed before the pharmacy changed it, and what the order says was paid must be
 * the money taken.
 */
export async function markOrderPaid(
  tx: Queryable,
  orderId: string,
  amountJpy: number,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE dispensing_orders SET payment_status = 'paid', amount_jpy = $2, updated_at = $3
     WHERE id = $1 AND payment_status = 'awaiting_payment'`,
    [orderId, amountJpy, now],
  );
}
