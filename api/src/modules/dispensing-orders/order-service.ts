import type { Database, Queryable } from '../../db';
import { uniqueViolationOf } from '../../http/database-errors';
import { HttpError, badRequest, conflict, notFound } from '../../http/errors';
import { requestHashOf, sameRequestOrRefuse } from '../../http/idempotency';
import type {
  DispensingOrder,
  DispensingOrderStatus,
  NewDispensingOrderBody,
  OrderActor,
} from '@harmo/contracts/dispensing-orders';
import { findTransition } from '@harmo/contracts/dispensing-orders';
import { findFacility } from '../facilities';
import { findPrescription } from '../prescriptions';
import { checkReceiveMethod, guidanceSlotUnavailable } from './reception';
import {
  addMessage,
  findOrder,
  findOrderByIdempotencyKey,
  insertOrderOnce,
  moveOrder,
  prescriptionInUse,
  setMeetingUrl,
  setOrderAmount,
  takenSlotStarts,
} from './store';
import type { StoredOrder } from './store';

export interface OrderServiceContext {
  db: Database;
  now: () => Date;
}

export const orderNotFound = () =>
  notFound('No such dispensing order', 'dispensing_order_not_found');

const illegalTransition = (current: DispensingOrderStatus, to: DispensingOrderStatus) =>
  new HttpError(409, 'illegal_transition', `The order is ${current}; it cannot become ${to}`, {
    currentStatus: current,
  });

/**
 * A paid order is not cancelled through harmo: nothing here gives the money back, and a
 * cancellation that keeps the patient's money would be worse than none. The pharmacy settles
 * such a case with the patient directly.
 */
const paidOrderNotCancellable = (current: DispensingOrderStatus) =>
  new HttpError(
    409,
    'order_paid',
    'The order is paid; it cannot be cancelled here (the pharmacy settles a refund directly)',
    { currentStatus: current },
  );

/** The body as the idempotency check compares it (key order and absent notes do not count). */
function requestHash(body: NewDispensingOrderBody): string {
  return requestHashOf({
    facilityId: body.facilityId,
    prescriptionId: body.prescriptionId,
    receive:
      body.receive.type === 'pickup'
        ? { type: 'pickup', pickupAt: Date.parse(body.receive.pickupAt) }
        : {
            type: 'delivery',
            startsAt: Date.parse(body.receive.guidanceSlot.startsAt),
            endsAt: Date.parse(body.receive.guidanceSlot.endsAt),
          },
    notes: body.notes ?? null,
  });
}

/** The answer to a retry: the order the key's first request made. */
function retriedOrder(stored: StoredOrder, hash: string) {
  sameRequestOrRefuse(stored, hash, 'order');
  return { order: stored.order, created: false };
}

/**
 * Submits an order once per idempotency key: a retry (lost answer, double tap, two tabs) gets
 * the order the first request made, with created false. The caller has already checked that
 * the account may act for the patient.
 */
export async function submitOrder(
  context: OrderServiceContext,
  input: {
    accountId: string;
    patientId: string;
    idempotencyKey: string;
    body: NewDispensingOrderBody;
  },
): Promise<{ order: DispensingOrder; created: boolean }> {
  const { db, now } = context;
  const { patientId, idempotencyKey, body } = input;
  const hash = requestHash(body);
  const earlier = await findOrderByIdempotencyKey(db, patientId, idempotencyKey);
  if (earlier) return retriedOrder(earlier, hash);

  // Security: an order carries only this patient's own prescription, or the pharmacy would be
  // shown another patient's. Someone else's id reads as no such prescription, so ids of other
  // patients cannot be probed.
  const prescription = await findPrescription(db, body.prescriptionId);
  if (!prescription || prescription.prescription.patientId !== patientId) {
    throw notFound('No such prescription for this patient', 'prescription_not_found');
  }
  const facility = await findFacility(db, body.facilityId);
  if (!facility || facility.withdrawnAt !== null) {
    throw notFound('No such pharmacy', 'pharmacy_not_found');
  }
  if (facility.type !== 'pharmacy') {
    throw badRequest('Prescriptions go to pharmacies only', 'facility_not_pharmacy');
  }
  const at = now();
  try {
    const taken = await takenSlotStarts(db, facility.id, at);
    checkReceiveMethod(body.receive, facility.openingHours, at, taken);
    if (await prescriptionInUse(db, body.prescriptionId)) throw prescriptionInUseError();
  } catch (error) {
    // A concurrent request with this key may have made its order since the lookup above: its
    // prescription and its slot now look taken by that very order. Its answer is this one's.
    const winner = await findOrderByIdempotencyKey(db, patientId, idempotencyKey);
    if (winner) return retriedOrder(winner, hash);
    throw error;
  }

  try {
    const orderId = await db.transaction(async (tx) =>
      insertOrderOnce(tx, {
        patientId,
        createdByAccountId: input.accountId,
        pharmacy: {
          facilityId: facility.id,
          name: facility.name,
          address: facility.address,
          phone: facility.phone,
        },
        prescriptionId: body.prescriptionId,
        receive: body.receive,
        notes: body.notes?.trim() || null,
        idempotencyKey,
        requestHash: hash,
        now: at,
      }),
    );
    if (orderId) {
      const order = await findOrder(db, orderId);
      if (!order) throw new Error('A submitted order could not be read back');
      return { order, created: true };
    }
  } catch (error) {
    const constraint = uniqueViolationOf(error);
    if (constraint === null) throw error;
    // A concurrent request with the same key may have won the race on another index.
    const winner = await findOrderByIdempotencyKey(db, patientId, idempotencyKey);
    if (winner) return retriedOrder(winner, hash);
    if (constraint.includes('prescription')) throw prescriptionInUseError();
    throw guidanceSlotUnavailable();
  }
  const winner = await findOrderByIdempotencyKey(db, patientId, idempotencyKey);
  if (!winner) throw new Error('An idempotency key conflict left no order behind');
  return retriedOrder(winner, hash);
}

const prescriptionInUseError = () =>
  conflict(
    'This prescription is already with a pharmacy; cancel that order first',
    'prescription_in_use',
  );

/** Runs a change of one order in a transaction (the table's trigger announces it). */
async function changeOrder(
  context: OrderServiceContext,
  order: DispensingOrder,
  change: (tx: Queryable, at: Date) => Promise<void>,
): Promise<DispensingOrder> {
  await context.db.transaction(async (tx) => {
    await change(tx, context.now());
  });
  const updated = await findOrder(context.db, order.id);
  if (!updated) throw orderNotFound();
  return updated;
}

/**
 * Moves an order as the status machine allows `by` (contracts' ORDER_TRANSITIONS): 409
 * illegal_transition with the current status otherwise, also when another request moved it
 * first; 400 reason_required when the move needs a reason the patient will read.
 */
export async function transitionOrder(
  context: OrderServiceContext,
  order: DispensingOrder,
  to: DispensingOrderStatus,
  by: OrderActor,
  reason: string | null,
): Promise<DispensingOrder> {
  const transition = findTransition(order.status, to, by);
  if (!transition) throw illegalTransition(order.status, to);
  if (to === 'cancelled' && order.payment.status === 'paid') {
    throw paidOrderNotCancellable(order.status);
  }
  if (transition.reasonRequired && !reason) {
    throw badRequest(`Moving an order to ${to} needs a reason for the patient`, 'reason_required');
  }
  let moved = false;
  const updated = await changeOrder(context, order, async (tx, at) => {
    moved = await moveOrder(tx, {
      orderId: order.id,
      from: order.status,
      to,
      by,
      reason: transition.reasonRequired ? reason : null,
      now: at,
    });
    if (!moved) throw illegalTransitionLater;
  }).catch(async (error: unknown) => {
    if (error !== illegalTransitionLater) throw error;
    const current = await findOrder(context.db, order.id);
    if (
      to === 'cancelled' &&
      current?.status === order.status &&
      current.payment.status === 'paid'
    ) {
      throw paidOrderNotCancellable(current.status);
    }
    throw illegalTransition(current?.status ?? order.status, to);
  });
  return updated;
}

/** Thrown inside the transaction to roll it back when another request moved the order first. */
const illegalTransitionLater = new Error('moved by another request');

export async function setAmount(
  context: OrderServiceContext,
  order: DispensingOrder,
  amountJpy: number,
): Promise<DispensingOrder> {
  return changeOrder(context, order, async (tx, at) => {
    if (!(await setOrderAmount(tx, order.id, amountJpy, at))) {
      throw new HttpError(
        409,
        'amount_not_settable',
        'Only a delivery order the pharmacy has accepted and that is not paid yet takes an amount',
        { currentStatus: order.status },
      );
    }
  });
}

export async function setMeeting(
  context: OrderServiceContext,
  order: DispensingOrder,
  url: string,
): Promise<DispensingOrder> {
  return changeOrder(context, order, async (tx, at) => {
    if (!(await setMeetingUrl(tx, order.id, url, at))) {
      throw new HttpError(
        409,
        'meeting_not_settable',
        'Only an open delivery order has an online guidance meeting',
        { currentStatus: order.status },
      );
    }
  });
}

export async function sendMessage(
  context: OrderServiceContext,
  order: DispensingOrder,
  body: string,
): Promise<DispensingOrder> {
  return changeOrder(context, order, (tx, at) => addMessage(tx, order.id, body, at));
}
