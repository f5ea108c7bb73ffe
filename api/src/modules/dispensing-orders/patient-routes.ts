import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db';
import { ErrorResponse, notFound, unauthorized } from '../../http/errors';
import type { SignedInAccounts } from '../accounts';
import { recordActedFor, requireActingFor } from '../accounts';
import type { DispensingOrder } from '@harmo/contracts/dispensing-orders';
import {
  DISPENSING_ORDER_PATHS,
  DispensingOrder as DispensingOrderSchema,
  DispensingOrderParams,
  DispensingOrdersResponse,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKey,
  NewDispensingOrderBody,
  OrderConflictResponse,
  PharmacyReception,
  StreamQuery,
  StreamTicketResponse,
} from '@harmo/contracts/dispensing-orders';
import { PatientParams } from '@harmo/contracts/medications';
import { findFacility } from '../facilities';
import type { OpenStreams } from './event-stream';
import { openEventStream } from './event-stream';
import type { OrderEventHub } from './order-events';
import type { OrderServiceContext } from './order-service';
import { orderNotFound, submitOrder, transitionOrder } from './order-service';
import { guidanceSlots } from './reception';
import { findOrder, listPatientOrders, takenSlotStarts } from './store';
import { issueStreamTicket, redeemStreamTicket } from './stream-tickets';

const TAGS = ['dispensing orders'];

export interface PatientRouteContext extends OrderServiceContext {
  accounts: SignedInAccounts;
  hub: OrderEventHub;
  streams: OpenStreams;
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/** The order, or null when it is missing or the account may not act for its patient. */
async function orderActedFor(
  db: Database,
  accountId: string,
  orderId: string,
): Promise<DispensingOrder | null> {
  return recordActedFor(db, accountId, await findOrder(db, orderId), (order) => order.patientId);
}

/** The order, when the account may act for its patient; 404 otherwise (as if it did not exist). */
async function orderFor(
  context: PatientRouteContext,
  accountId: string,
  orderId: string,
): Promise<DispensingOrder> {
  const order = await orderActedFor(context.db, accountId, orderId);
  if (!order) throw orderNotFound();
  return order;
}

/**
 * The patient's side: submit (idempotent), list, read, cancel while submitted, and what a
 * pharmacy takes. Security: every call needs the user's bearer id token and that the user may
 * act for the patient (accounts' canActFor: self, family, shared notebook). Another patient's
 * order answers 404. A family member's orders are under the family member's patient id only.
 */
export function patientRoutes(context: PatientRouteContext): FastifyPluginAsyncZod {
  const { db, accounts, now } = context;
  return async (app) => {
    app.addHook('onRequest', accounts.hook);

    app.get(
      DISPENSING_ORDER_PATHS.orders,
      {
        schema: {
          tags: TAGS,
          summary: "The patient's dispensing orders, newest first",
          params: PatientParams,
          response: { 200: DispensingOrdersResponse, 401: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request, reply) => {
        await requireActingFor(db, accounts.accountOf(request).accountId, request.params.patientId);
        return noStore(reply).send({
          orders: await listPatientOrders(db, request.params.patientId),
        });
      },
    );

    app.post(
      DISPENSING_ORDER_PATHS.orders,
      {
        schema: {
          tags: TAGS,
          summary: 'Submit a dispensing order (idempotent by the Idempotency-Key header)',
          description:
            '201 with a new order; 200 with the order an earlier request with the same key made.',
          params: PatientParams,
          headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: IdempotencyKey }),
          body: NewDispensingOrderBody,
          response: {
            200: DispensingOrderSchema,
            201: DispensingOrderSchema,
            400: ErrorResponse,
            401: ErrorResponse,
            404: ErrorResponse,
            409: OrderConflictResponse,
          },
        },
      },
      async (request, reply) => {
        const { accountId } = accounts.accountOf(request);
        const { patientId } = request.params;
        await requireActingFor(db, accountId, patientId);
        const { order, created } = await submitOrder(context, {
          accountId,
          patientId,
          idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
          body: request.body,
        });
        return noStore(reply)
          .code(created ? 201 : 200)
          .send(order);
      },
    );

    app.get(
      DISPENSING_ORDER_PATHS.order,
      {
        schema: {
          tags: TAGS,
          summary: 'One dispensing order',
          params: DispensingOrderParams,
          response: { 200: DispensingOrderSchema, 401: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request, reply) => {
        const order = await orderFor(
          context,
          accounts.accountOf(request).accountId,
          request.params.dispensingOrderId,
        );
        return noStore(reply).send(order);
      },
    );

    app.post(
      DISPENSING_ORDER_PATHS.cancel,
      {
        schema: {
          tags: TAGS,
          summary: 'Cancel a submitted order (409 illegal_transition once the pharmacy answered)',
          params: DispensingOrderParams,
          response: {
            200: DispensingOrderSchema,
            401: ErrorResponse,
            404: ErrorResponse,
            409: OrderConflictResponse,
          },
        },
      },
      async (request, reply) => {
        const order = await orderFor(
          context,
          accounts.accountOf(request).accountId,
          request.params.dispensingOrderId,
        );
        return noStore(reply).send(
          await transitionOrder(context, order, 'cancelled', 'patient', null),
        );
      },
    );

    app.post(
      DISPENSING_ORDER_PATHS.streamTickets,
      {
        schema: {
          tags: TAGS,
          summary: 'A one-time ticket (60 s) that opens an event stream without a header',
          response: { 201: StreamTicketResponse, 401: ErrorResponse },
        },
      },
      async (request, reply) => {
        const { ticket, expiresAt } = await issueStreamTicket(
          db,
          accounts.accountOf(request).accountId,
          now(),
        );
        return noStore(reply).code(201).send({ ticket, expiresAt: expiresAt.toISOString() });
      },
    );

    app.get(
      DISPENSING_ORDER_PATHS.reception,
      {
        schema: {
          tags: TAGS,
          summary: 'What a pharmacy takes: opening hours and free online guidance slots',
          params: z.object({ facilityId: z.string().min(1).max(80) }),
          response: {
            200: PharmacyReception,
            400: ErrorResponse,
            401: ErrorResponse,
            404: ErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const facility = await findFacility(db, request.params.facilityId);
        if (!facility || facility.withdrawnAt !== null || facility.type !== 'pharmacy') {
          throw notFound('No such pharmacy', 'pharmacy_not_found');
        }
        const at = now();
        return noStore(reply).send({
          facilityId: facility.id,
          name: facility.name,
          openingHours: facility.openingHours,
          guidanceSlots: guidanceSlots(
            facility.openingHours,
            at,
            await takenSlotStarts(db, facility.id, at),
          ),
        });
      },
    );
  };
}

/**
 * The event streams. Outside the bearer hook: EventSource cannot send headers, so a stream opens
 * with either the Authorization header or a one-time ticket (contracts: live status).
 */
export function streamRoutes(context: PatientRouteContext): FastifyPluginAsyncZod {
  const { db, accounts, hub, streams, now } = context;

  async function streamAccount(
    request: FastifyRequest,
    ticket: string | undefined,
    reply: FastifyReply,
  ): Promise<string> {
    if (ticket) {
      const accountId = await redeemStreamTicket(db, ticket, now());
      if (!accountId)
        throw unauthorized('The stream ticket is unknown, used or expired', 'invalid_ticket');
      return accountId;
    }
    return (await accounts.authenticate(request, reply)).accountId;
  }

  /** Loads the order for the stream, or null once the account may no longer see it. */
  const loader = (accountId: string, orderId: string) => () =>
    orderActedFor(db, accountId, orderId);

  return async (app) => {
    app.get(
      DISPENSING_ORDER_PATHS.orderEvents,
      {
        schema: {
          tags: TAGS,
          summary: 'Server-sent events: the order now and after every change',
          params: DispensingOrderParams,
          querystring: StreamQuery,
          response: { 401: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
        },
      },
      async (request, reply) => {
        const accountId = await streamAccount(request, request.query.ticket, reply);
        const order = await orderFor(context, accountId, request.params.dispensingOrderId);
        const load = loader(accountId, order.id);
        let stop = () => {};
        const stream = openEventStream(
          reply,
          streams,
          accountId,
          () => stop(),
          (err) => request.log.warn({ err }, 'order event stream failed'),
        );
        stop = hub.followOrder(order.id, () => stream.sendOrder(load));
        stream.sendOrder(load);
      },
    );

    app.get(
      DISPENSING_ORDER_PATHS.ordersEvents,
      {
        schema: {
          tags: TAGS,
          summary: "Server-sent events: each change of any of the patient's orders",
          params: PatientParams,
          querystring: StreamQuery,
          response: { 401: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
        },
      },
      async (request, reply) => {
        const accountId = await streamAccount(request, request.query.ticket, reply);
        const { patientId } = request.params;
        await requireActingFor(db, accountId, patientId);
        let stop = () => {};
        const stream = openEventStream(
          reply,
          streams,
          accountId,
          () => stop(),
          (err) => request.log.warn({ err }, 'order event stream failed'),
        );
        stop = hub.followPatient(patientId, (change) =>
          stream.sendOrder(loader(accountId, change.orderId)),
        );
      },
    );
  };
}
