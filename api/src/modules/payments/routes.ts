import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PatientParams } from '@harmo/contracts/medications';
import {
  CARD_LIMIT,
  CardsResponse,
  ChargeBody,
  ChargeResponse,
  GATEWAY_MIN_CHARGE_JPY,
  PAYMENTS_PATHS,
  RegisterCardBody,
  SavedCard,
} from '@harmo/contracts/payments';
import type { Database } from '../../db';
import { ErrorResponse, HttpError, conflict, notFound } from '../../http/errors';
import type { CardGatewayClient } from './gateway-client';
import { GATEWAY_TIMEOUT_MS, GatewayRefusal, GatewayUnavailable } from './gateway-client';
import type { OrderForPayment } from './orders';
import { markOrderPaid, orderForPayment } from './orders';
import * as store from './store';
import type { ChargeRow } from './store';

const TAGS = ['payments'];

/** What the payment routes need of the signed-in user. */
export interface PatientAccess {
  /** Runs before every route: 401 without a valid bearer id token. */
  hook: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** The patient, when the signed-in user may act for them; otherwise 404 patient_not_found. */
  patientOf: (request: FastifyRequest, patientId: string) => Promise<{ callerId: string }>;
}

/** How long a second confirmation waits for the first one before answering 409. */
const WAIT_FOR_CHARGE_MS = 15_000;
/**
 * A pending charge this old was cut off (a crash, a lost answer): longer than a request to the
 * gateway may take, so no request of ours for it is still under way and the gateway knows
 * whether it was made. It is settled (`settle`) whenever it is met.
 */
const STALE_CHARGE_MS = GATEWAY_TIMEOUT_MS + 10_000;

const isStale = (row: ChargeRow): boolean =>
  Date.now() - row.created_at.getTime() > STALE_CHARGE_MS;

/**
 * Answers of the gateway that prove it made no charge: a refused card (402), a request it did
 * not take (400, 404), our key (401, 403) and its load (429). Anything else, or no answer, may
 * come with a charge made: the row stays pending until the gateway is asked.
 */
const NO_CHARGE_MADE = new Set([400, 401, 402, 403, 404, 429]);

const CardParams = PatientParams.extend({ cardId: z.uuid() });
const OrderParams = PatientParams.extend({ dispensingOrderId: z.uuid() });

const ERRORS = {
  400: ErrorResponse,
  401: ErrorResponse,
  402: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  503: ErrorResponse,
} as const;

const cardLimitReached = () =>
  conflict(`A patient can register at most ${CARD_LIMIT} cards`, 'card_limit_reached');

const gatewayUnavailable = () =>
  new HttpError(503, 'gateway_unavailable', 'The card gateway cannot be used now; try again later');

/**
 * The gateway's refusal as a product API error, read by the gateway's error shape:
 * - 402: the card was refused; the gateway's card error code (`card_declined`, …) is the answer;
 * - 400 or 404 while registering: the patient's token cannot be used (already used, 3-D Secure
 *   not finished, unknown): 400 `token_unusable`, the card is registered again;
 * - 404 of a saved card or customer: the gateway no longer has it: 409 `card_not_found`, the
 *   card is registered again;
 * - our key (401, 403), the gateway's load (429 `over_capacity`), a request it finds wrong (400
 *   about anything but a token), its own faults and no answer: nothing the patient can change.
 *   503 `gateway_unavailable` says to try later; the log has the gateway's code.
 * `lookup` (reading the charges) maps every refusal to 503: it proves nothing about the card.
 */
function fromGateway(
  error: unknown,
  log: FastifyBaseLogger,
  during: 'registration' | 'card' | 'lookup',
): HttpError {
  if (error instanceof GatewayRefusal) {
    const { status } = error;
    if (status === 402 && during !== 'lookup') {
      return new HttpError(402, error.error.code ?? 'card_declined', error.error.message);
    }
    if (during === 'registration' && (status === 400 || status === 404)) {
      return new HttpError(400, 'token_unusable', error.error.message);
    }
    if (during === 'card' && status === 404) {
      return conflict(
        'The card gateway no longer has this card; register it again',
        'card_not_found',
      );
    }
    log.error(
      {
        gatewayStatus: status,
        gatewayType: error.error.type,
        gatewayCode: error.error.code,
        gatewayParam: error.error.param,
        gatewayMessage: error.error.message,
      },
      'payments: the card gateway refused the request',
    );
    return gatewayUnavailable();
  }
  if (error instanceof GatewayUnavailable) {
    log.warn({ reason: error.message }, 'payments: the card gateway cannot be used');
    return gatewayUnavailable();
  }
  throw error;
}

/** Why the order cannot be charged `amountJpy` now, or null when it can. */
function refusalOf(order: OrderForPayment | null, amountJpy: number): HttpError | null {
  if (
    !order?.open ||
    order.paymentStatus !== 'awaiting_payment' ||
    // An amount set before the gateway's minimum was a rule: no card could pay it.
    (order.amountJpy ?? 0) < GATEWAY_MIN_CHARGE_JPY
  ) {
    return conflict('This order is not awaiting payment', 'order_not_payable');
  }
  if (order.amountJpy !== amountJpy) {
    return conflict(
      `The amount is now ${order.amountJpy ?? 0} yen; confirm it again`,
      'amount_changed',
    );
  }
  return null;
}

/**
 * The codes a failed charge keeps besides the gateway's card errors (402), with the status the
 * same confirmation sent again is answered with.
 */
const FAILURE_ANSWERS: Readonly<Record<string, { status: number; message: string }>> = {
  card_not_found: {
    status: 409,
    message: 'The card gateway no longer has this card; register it again',
  },
  order_not_payable: { status: 409, message: 'This order is not awaiting payment' },
  amount_changed: { status: 409, message: 'The amount changed; confirm it again' },
  gateway_unavailable: {
    status: 503,
    message: 'The card gateway cannot be used now; try again later',
  },
};

/** The answer a confirmation got, for the same confirmation sent again. */
function failedAnswer(row: ChargeRow): HttpError {
  const code = row.failure_code ?? 'card_declined';
  const answer = FAILURE_ANSWERS[code];
  return answer
    ? new HttpError(answer.status, code, answer.message)
    : new HttpError(402, code, 'Card refused');
}

const chargeResponse = (row: ChargeRow): ChargeResponse => ({
  chargeId: row.gateway_charge_id as string,
  dispensingOrderId: row.dispensing_order_id,
  amountJpy: row.amount_jpy,
  brand: row.brand,
  last4: row.last4,
  paidAt: (row.finished_at ?? row.created_at).toISOString(),
});

/**
 * The patient's cards and the charge of a delivery order. Security: every call names the
 * patient and is refused (404) unless the signed-in user acts for that patient; a card or an
 * order of another patient is not found. Only tokens and the gateway's ids cross this api.
 */
export function paymentRoutes(options: {
  db: Database;
  gateway: CardGatewayClient;
  access: PatientAccess;
  now: () => Date;
}): FastifyPluginAsyncZod {
  const { db, gateway, access, now } = options;

  /** A card of the patient the caller acts for; another patient's card is not found. */
  async function patientCard(request: FastifyRequest, patientId: string, cardId: string) {
    await access.patientOf(request, patientId);
    const card = await store.findCard(db, patientId, cardId);
    if (!card) throw notFound('No such card', 'card_not_found');
    return card;
  }

  return async (app) => {
    app.addHook('onRequest', access.hook);

    app.get(
      PAYMENTS_PATHS.cards,
      {
        schema: {
          tags: TAGS,
          summary: "The patient's registered cards (default first)",
          params: PatientParams,
          response: { 200: CardsResponse, ...ERRORS },
        },
      },
      async (request) => {
        await access.patientOf(request, request.params.patientId);
        return { cards: await store.listCards(db, request.params.patientId) };
      },
    );

    app.post(
      PAYMENTS_PATHS.cards,
      {
        schema: {
          tags: TAGS,
          summary: 'Register a card from a gateway token whose 3-D Secure challenge ended',
          description:
            'The token is made in the browser by the card gateway (three_d_secure=true) and ' +
            'its challenge completed; the api finishes 3-D Secure and adds the card to the ' +
            "patient's gateway customer. 402 with the gateway's code when the card is refused.",
          params: PatientParams,
          body: RegisterCardBody,
          response: { 201: SavedCard, ...ERRORS },
        },
      },
      async (request, reply) => {
        const { patientId } = request.params;
        const { callerId } = await access.patientOf(request, patientId);
        // Told before any gateway call; `store.insertCard` counts again under the card lock.
        if ((await store.countCards(db, patientId)) >= CARD_LIMIT) throw cardLimitReached();
        let card;
        try {
          const token = await gateway.finishThreeDSecure(request.body.token);
          const status = token.card.three_d_secure_status;
          if (status !== 'verified' && status !== 'attempted') {
            throw new HttpError(
              402,
              'three_d_secure_not_verified',
              '3-D Secure authentication of the card did not succeed',
            );
          }
          // The issuer said the security code is wrong: a card kept so would be refused or
          // questioned at its first charge, when the patient is no longer at the form.
          if (token.card.cvc_check === 'failed') {
            throw new HttpError(
              402,
              'incorrect_card_data',
              'The card issuer did not accept the security code',
            );
          }
          const customerId = await store.customerOf(db, patientId);
          if (customerId) {
            card = await gateway.addCard(customerId, request.body.token);
          } else {
            const customer = await gateway.createCustomer(request.body.token);
            card = customer.cards.data[0];
            if (!card) throw new GatewayUnavailable('customer made without its card');
            await store.rememberCustomer(db, patientId, customer.id);
          }
        } catch (error) {
          if (error instanceof HttpError) throw error;
          throw fromGateway(error, request.log, 'registration');
        }
        const customerId = card.customer ?? '';
        const saved = await db.transaction((tx) =>
          store.insertCard(tx, {
            patientId,
            createdBy: callerId,
            customerId,
            cardId: card.id,
            brand: card.brand,
            last4: card.last4,
            expMonth: card.exp_month,
            expYear: card.exp_year,
            holderName: card.name ?? '',
          }),
        );
        if (!saved) {
          // Other registrations of the patient took the last places while this one was at the
          // gateway. The card is already on the gateway's customer: it is removed there, so the
          // gateway keeps no card of the patient that harmo does not list (and could not remove).
          try {
            await gateway.deleteCard(customerId, card.id);
          } catch (error) {
            // Already gone is what was wanted; otherwise the ids are logged to remove it by hand.
            if (!(error instanceof GatewayRefusal && error.status === 404)) {
              request.log.error(
                { err: error, customer: customerId, card: card.id },
                'payments: a card refused over the limit is left at the card gateway',
              );
            }
          }
          throw cardLimitReached();
        }
        request.log.info({ card: saved.cardId, last4: saved.last4 }, 'payments: card registered');
        return reply.code(201).send(saved);
      },
    );

    app.put(
      PAYMENTS_PATHS.defaultCard,
      {
        schema: {
          tags: TAGS,
          summary: 'Make a card the one that is charged',
          params: CardParams,
          response: { 200: CardsResponse, ...ERRORS },
        },
      },
      async (request) => {
        const { patientId, cardId } = request.params;
        const card = await patientCard(request, patientId, cardId);
        try {
          await gateway.setDefaultCard(card.customerId, card.cardId);
        } catch (error) {
          throw fromGateway(error, request.log, 'card');
        }
        await db.transaction((tx) => store.makeDefault(tx, patientId, cardId));
        return { cards: await store.listCards(db, patientId) };
      },
    );

    app.delete(
      PAYMENTS_PATHS.card,
      {
        schema: {
          tags: TAGS,
          summary: 'Remove a card (here and at the gateway)',
          params: CardParams,
          response: { 200: CardsResponse, ...ERRORS },
        },
      },
      async (request) => {
        const { patientId, cardId } = request.params;
        const card = await patientCard(request, patientId, cardId);
        try {
          await gateway.deleteCard(card.customerId, card.cardId);
        } catch (error) {
          // Already gone at the gateway: removing it here finishes the job.
          if (!(error instanceof GatewayRefusal && error.status === 404)) {
            throw fromGateway(error, request.log, 'card');
          }
        }
        await db.transaction((tx) => store.deleteCard(tx, patientId, cardId));
        return { cards: await store.listCards(db, patientId) };
      },
    );

    app.get(
      PAYMENTS_PATHS.orderCharge,
      {
        schema: {
          tags: TAGS,
          summary: "The order's successful charge",
          params: OrderParams,
          response: { 200: ChargeResponse, ...ERRORS },
        },
      },
      async (request) => {
        const { patientId, dispensingOrderId } = request.params;
        await access.patientOf(request, patientId);
        const order = await orderForPayment(db, dispensingOrderId);
        if (!order || order.patientId !== patientId) {
          throw notFound('No such order', 'order_not_found');
        }
        let charge = await store.chargeFor(db, dispensingOrderId, null);
        if (charge?.status === 'pending' && isStale(charge)) {
          // A lost answer is found out here too, so that a patient charged sees it paid. Reading
          // never charges: a charge the gateway does not have waits for the next confirmation.
          await settle(charge, request.log, { sendAgain: false });
          charge = await store.chargeFor(db, dispensingOrderId, null);
        }
        if (!charge || charge.status !== 'succeeded') throw notFound('Not paid', 'not_paid');
        return chargeResponse(charge);
      },
    );

    app.post(
      PAYMENTS_PATHS.orderCharge,
      {
        schema: {
          tags: TAGS,
          summary: "Confirm the order's amount and charge the default card",
          description:
            'Charges a delivery order awaiting payment once. The same confirmation sent again ' +
            '(same idempotencyKey), or another confirmation while one is under way or after ' +
            'the order was paid, answers with the one charge. A card refused at charge time ' +
            "answers 402 with the gateway's code; the order stays awaiting payment.",
          params: OrderParams,
          body: ChargeBody,
          response: { 200: ChargeResponse, ...ERRORS },
        },
      },
      async (request) => {
        const { patientId, dispensingOrderId } = request.params;
        const { amountJpy, idempotencyKey } = request.body;
        const { callerId } = await access.patientOf(request, patientId);
        const deadline = Date.now() + WAIT_FOR_CHARGE_MS;

        for (;;) {
          const order = await orderForPayment(db, dispensingOrderId);
          if (!order || order.patientId !== patientId) {
            throw notFound('No such order', 'order_not_found');
          }
          const existing = await store.chargeFor(db, dispensingOrderId, idempotencyKey);
          if (existing?.status === 'succeeded') return chargeResponse(existing);
          if (existing?.status === 'failed' && existing.idempotency_key === idempotencyKey) {
            // The same confirmation again: the same answer, not a second attempt.
            throw failedAnswer(existing);
          }
          if (existing?.status === 'pending') {
            if (isStale(existing)) {
              // Settled, it is succeeded or failed (or an error is thrown): read it again.
              await settle(existing, request.log, { sendAgain: true });
              continue;
            }
            if (Date.now() > deadline) {
              throw conflict('A payment of this order is under way', 'charge_in_progress');
            }
            await sleep(150);
            continue;
          }

          const refusal = refusalOf(order, amountJpy);
          if (refusal) throw refusal;
          const card = await store.defaultCard(db, patientId);
          if (!card) throw conflict('Register a card first', 'no_card');
          const pending = await store.insertPendingCharge(db, {
            orderId: dispensingOrderId,
            patientId,
            idempotencyKey,
            amountJpy,
            card,
            createdBy: callerId,
          });
          // Another confirmation got there first: read its outcome on the next turn.
          if (!pending) continue;
          return chargeResponse(await finish(pending, request.log));
        }
      },
    );

    /**
     * Sends a pending charge to the gateway with the charge's own id as the gateway's
     * Idempotency-Key and as its metadata, so sending it again never charges twice and a lost
     * answer can be looked up, and records the outcome.
     */
    async function finish(pending: ChargeRow, log: FastifyBaseLogger): Promise<ChargeRow> {
      let charged;
      try {
        charged = await gateway.charge({
          customerId: pending.customer_id,
          cardId: pending.card_id,
          amountJpy: pending.amount_jpy,
          idempotencyKey: pending.id,
          harmoChargeId: pending.id,
        });
      } catch (error) {
        const answer = fromGateway(error, log, 'card');
        if (error instanceof GatewayRefusal && NO_CHARGE_MADE.has(error.status)) {
          await store.failCharge(db, pending.id, answer.code);
        }
        // Otherwise the charge stays pending: once stale it is looked up at the gateway.
        throw answer;
      }
      return recordCharged(pending, charged.id);
    }

    /** The gateway made the charge: the row succeeds and the order is paid, together. */
    function recordCharged(row: ChargeRow, gatewayChargeId: string): Promise<ChargeRow> {
      return db.transaction(async (tx) => {
        const done = await store.succeedCharge(tx, row.id, gatewayChargeId);
        await markOrderPaid(tx, row.dispensing_order_id, row.amount_jpy, now());
        return done;
      });
    }

    /**
     * Settles a stale pending charge: no request of ours for it is under way, so the gateway's
     * charges say whether it was made (the charge carries the row's id as metadata).
     * - Found: that is the outcome. Made, it is money taken: the row succeeds and the order is
     *   paid at the amount charged, even when it was cancelled or its amount changed meanwhile.
     *   Refused, the row fails with the gateway's code.
     * - Not found: the request never made a charge. While the order can still be charged the
     *   row's amount, it is sent again with the same key when `sendAgain` (a confirmation; never
     *   a read) and otherwise left pending. Once the order is cancelled, paid or asks another
     *   amount, the row fails with that refusal (`order_not_payable`, `amount_changed`) and is
     *   never sent: a confirmation of the order as it is now makes a new charge.
     * - The gateway cannot be asked: the row stays pending and the answer is 503.
     */
    async function settle(
      row: ChargeRow,
      log: FastifyBaseLogger,
      { sendAgain }: { sendAgain: boolean },
    ): Promise<void> {
      let found;
      try {
        found = await gateway.findCharge({
          customerId: row.customer_id,
          harmoChargeId: row.id,
          madeAfter: row.created_at,
        });
      } catch (error) {
        throw fromGateway(error, log, 'lookup');
      }
      if (found?.paid) {
        await recordCharged(row, found.id);
        log.info({ charge: row.id, gatewayCharge: found.id }, 'payments: lost charge found');
        return;
      }
      if (found) {
        await store.failCharge(db, row.id, found.failure_code ?? 'card_declined');
        return;
      }
      const refusal = refusalOf(await orderForPayment(db, row.dispensing_order_id), row.amount_jpy);
      if (refusal) {
        await store.failCharge(db, row.id, refusal.code);
        log.info({ charge: row.id, reason: refusal.code }, 'payments: unsent charge given up');
        return;
      }
      if (sendAgain) await finish(row, log);
    }
  };
}
