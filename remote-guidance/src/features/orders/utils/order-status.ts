import {
  findTransition,
  type DispensingOrder,
  type DispensingOrderStatus,
  type OrderActor,
} from '@harmo/contracts/dispensing-orders';

/** How a status chip looks: the colour family says whether the patient should act or wait. */
export type StatusTone = 'waiting' | 'progress' | 'ready' | 'done' | 'stopped';

const TONES: Record<DispensingOrderStatus, StatusTone> = {
  submitted: 'waiting',
  accepted: 'progress',
  ready: 'ready',
  completed: 'done',
  rejected: 'stopped',
  cancelled: 'stopped',
};

export function statusTone(status: DispensingOrderStatus): StatusTone {
  return TONES[status];
}

/** The way an order takes when all goes well. */
export const HAPPY_PATH: readonly DispensingOrderStatus[] = [
  'submitted',
  'accepted',
  'ready',
  'completed',
];

export interface TimelineStep {
  status: DispensingOrderStatus;
  /** done: reached and left; current: where the order is; upcoming: still ahead. */
  state: 'done' | 'current' | 'upcoming';
  at: string | null;
  by: OrderActor | null;
  reason: string | null;
}

/**
 * The order's timeline: every status it had, oldest first, then the steps still ahead on the
 * way to completion. A rejected or cancelled order has nothing ahead.
 */
export function timelineOf(order: Pick<DispensingOrder, 'status' | 'history'>): TimelineStep[] {
  const reached: TimelineStep[] = order.history.map((event) => ({
    status: event.status,
    state: 'done',
    at: event.at,
    by: event.by,
    reason: event.reason,
  }));
  if (reached.at(-1)?.status !== order.status) {
    // The history is written with the status; should it lag, the status still shows.
    reached.push({ status: order.status, state: 'done', at: null, by: null, reason: null });
  }
  const last = reached.at(-1)!;
  last.state = 'current';
  const position = HAPPY_PATH.indexOf(order.status);
  const ahead: TimelineStep[] =
    position === -1
      ? []
      : HAPPY_PATH.slice(position + 1).map((status) => ({
          status,
          state: 'upcoming',
          at: null,
          by: null,
          reason: null,
        }));
  if (order.status === 'completed') last.state = 'done';
  return [...reached, ...ahead];
}

/** The patient may withdraw an order only while the pharmacy has not answered it. */
export function patientCanCancel(status: DispensingOrderStatus): boolean {
  return findTransition(status, 'cancelled', 'patient') !== undefined;
}

/**
 * The order still goes ahead: not rejected or cancelled. Only such an order is paid for; a
 * closed one keeps the payment status it had (awaiting payment, say), which asks nothing more.
 */
export function isOpenOrder(status: DispensingOrderStatus): boolean {
  return status !== 'rejected' && status !== 'cancelled';
}
