import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../http/errors';
import type { OrderServiceContext } from './order-service';
import { sendMessage, setAmount, transitionOrder } from './order-service';
import { findOrder } from './store';

/** What the demo pharmacy asks for a delivery order, in yen. */
export const DEMO_DELIVERY_AMOUNT_JPY = 1_980;

/**
 * The demo responder: plays the pharmacy of demo pharmacies whose client says so (embedded
 * default only). `delayMs` after each change it moves an order one step: submitted → accepted;
 * a pick-up order accepted → ready; a delivery order accepted → its amount set, and once paid →
 * ready. Every instance runs it; each step is the same conditional update a pharmacy makes, so
 * when two instances race one wins and the other's 409 is ignored.
 */
export function startDemoResponder(
  context: OrderServiceContext,
  options: { delayMs: number; log: FastifyBaseLogger },
): () => void {
  const { db, now } = context;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const { rows } = await db.query<{ id: string }>(
        `SELECT o.id FROM dispensing_orders o
         JOIN pharmacy_clients c ON c.facility_id = o.facility_id AND c.demo_responder
         WHERE o.updated_at <= $1
           AND (o.status = 'submitted'
             OR (o.status = 'accepted' AND o.payment_status <> 'awaiting_payment'))
         ORDER BY o.updated_at LIMIT 20`,
        [new Date(now().getTime() - options.delayMs)],
      );
      for (const { id } of rows) await step(context, id);
    } catch (err) {
      if (!(err instanceof HttpError)) options.log.warn({ err }, 'demo pharmacy responder failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), Math.max(200, Math.min(1_000, options.delayMs / 2)));
  timer.unref();
  return () => clearInterval(timer);
}

async function step(context: OrderServiceContext, orderId: string): Promise<void> {
  const order = await findOrder(context.db, orderId);
  if (!order) return;
  try {
    if (order.status === 'submitted') {
      const accepted = await transitionOrder(context, order, 'accepted', 'pharmacy', null);
      await sendMessage(
        context,
        accepted,
        'ご注文を受け付けました。準備ができましたらお知らせします。（デモ薬局の自動応答）',
      );
    } else if (order.receive.type === 'pickup' || order.payment.status === 'paid') {
      const ready = await transitionOrder(context, order, 'ready', 'pharmacy', null);
      await sendMessage(
        context,
        ready,
        order.receive.type === 'pickup'
          ? 'お薬の準備ができました。ご来局をお待ちしております。（デモ薬局の自動応答）'
          : 'お支払いを確認しました。お薬を発送します。（デモ薬局の自動応答）',
      );
    } else if (order.payment.status === 'awaiting_amount') {
      await setAmount(context, order, DEMO_DELIVERY_AMOUNT_JPY);
    }
  } catch (err) {
    // Another instance (or a person with the demo credentials) moved the order first.
    if (!(err instanceof HttpError && err.statusCode === 409)) throw err;
  }
}
