import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AccountId } from '@harmo/contracts/accounts';
import {
  CARD_LIMIT,
  CardsResponse,
  ChargeBody,
  ChargeResponse,
  PAYMENTS_PATHS,
  RegisterCardBody,
  SavedCard,
} from '@harmo/contracts/payments';
import type { Database } from '../../db';
import { ErrorResponse, HttpError, conflict, notFound } from '../../http/errors';
import type { CardGatewayClient } from './gateway-client';
import { GatewayRefusal, GatewayUnavailable } from './gateway-client';
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
/** A pending charge this old was cut off (a crash, a lost answer): it is sent again, same key. */
const STALE_CHARGE_MS = 30_000;

const PatientParams = z.object({ patientId: AccountId });
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

/** The gateway's refusal as a product API error: its card error code and message. */
function fromGateway(error: unknown): HttpError {
  if (error instanceof GatewayRefusal) {
    if (error.status === 402) {
      return new HttpError(402, error.error.code ?? 'card_declined', error.error.message);
    }
    return new HttpError(400, 'token_unusable', error.error.message);
  }
  if (error instanceof GatewayUnavailable) {
    return new HttpError(503, 'gateway_unavailable', 'The card gateway cannot be reached');
  }
  throw error;
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
        if ((await store.countCards(db, patientId)) >= CARD_LIMIT) {
          throw conflict(
            `A patient can register at most ${CARD_LIMIT} cards`,
            'card_limit_reached',
          );
        }
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
          throw fromGateway(error);
        }
        const saved = await db.transaction((tx) =>
          store.insertCard(tx, {
            patientId,
            createdBy: callerId,
            customerId: card.customer ?? '',
            cardId: card.id,
            brand: card.brand,
            last4: card.last4,
            expMonth: card.exp_month,
            expYear: card.exp_year,
            holderName: card.name ?? '',
          }),
        );
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
          throw fromGateway(error);
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
          if (!(error instanceof GatewayRefusal && error.status === 404)) throw fromGateway(error);
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
        const charge = await store.chargeFor(db, dispensingOrderId, null);
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
            throw new HttpError(402, existing.failure_code ?? 'card_declined', 'Card refused');
          }
          if (existing?.status === 'pending') {
            if (Date.now() - existing.created_at.getTime() > STALE_CHARGE_MS) {
              return finish(existing);
            }
            if (Date.now() > deadline) {
              throw conflict('A payment of this order is under way', 'charge_in_progress');
            }
            await sleep(150);
            continue;
          }

          if (!order.open || order.paymentStatus !== 'awaiting_payment') {
            throw conflict('This order is not awaiting payment', 'order_not_payable');
          }
          if (order.amountJpy !== amountJpy) {
            throw conflict(
              `The amount is now ${order.amountJpy ?? 0} yen; confirm it again`,
              'amount_changed',
            );
          }
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
          return finish(pending);
        }
      },
    );

    /**
     * Sends a pending charge to the gateway with the charge's own id as the gateway's
     * Idempotency-Key, so sending it again never charges twice, and records the outcome.
     */
    async function finish(pending: ChargeRow): Promise<ChargeResponse> {
      let charged;
      try {
        charged = await gateway.charge({
          customerId: pending.customer_id,
          cardId: pending.card_id,
          amountJpy: pending.amount_jpy,
          idempotencyKey: pending.id,
        });
      } catch (error) {
        if (error instanceof GatewayRefusal) {
          await store.failCharge(db, pending.id, error.error.code ?? 'card_declined');
        }
        // Unreachable: the charge stays pending and is sent again (same key) later.
        throw fromGateway(error);
      }
      const row = await db.transaction(async (tx) => {
        const done = await store.succeedCharge(tx, pending.id, charged.id);
        await markOrderPaid(tx, pending.dispensing_order_id, now());
        return done;
      });
      return chargeResponse(row);
    }
  };
}
