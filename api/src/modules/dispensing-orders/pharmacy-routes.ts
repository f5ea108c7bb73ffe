import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db';
import { ErrorResponse, HttpError } from '../../http/errors';
import { ServiceTokenError, verifyServiceAccessToken } from '../oauth';
import type { DispensingOrder } from '@harmo/contracts/dispensing-orders';
import { DispensingOrderParams, OrderConflictResponse } from '@harmo/contracts/dispensing-orders';
import {
  AmountBody,
  MeetingBody,
  MessageBody,
  PHARMACY_PATHS,
  PharmacyOrder,
  PharmacyOrdersQuery,
  PharmacyOrdersResponse,
  StatusChangeBody,
} from '@harmo/contracts/pharmacy';
import type { PharmacyOrder as PharmacyOrderType } from '@harmo/contracts/pharmacy';
import { Prescription } from '@harmo/contracts/prescriptions';
import type { BlobStore } from '../prescriptions';
import { findPrescription, sendPrescriptionImage } from '../prescriptions';
import type { OrderServiceContext } from './order-service';
import {
  orderNotFound,
  sendMessage,
  setAmount,
  setMeeting,
  transitionOrder,
} from './order-service';
import { findOrder, listPharmacyOrders } from './store';

const TAGS = ['pharmacy'];

export interface PharmacyRouteContext extends OrderServiceContext {
  blobs: BlobStore;
}

/** The pharmacy a client is linked to, or null for a client of another kind. */
async function pharmacyOfClient(db: Database, clientId: string): Promise<string | null> {
  const { rows } = await db.query<{ facility_id: string }>(
    'SELECT facility_id FROM pharmacy_clients WHERE client_id = $1',
    [clientId],
  );
  return rows[0]?.facility_id ?? null;
}

/** The patient as the pharmacy's counter needs them: name, kana and birth date. */
async function withPatient(db: Database, orders: DispensingOrder[]): Promise<PharmacyOrderType[]> {
  if (orders.length === 0) return [];
  const { rows } = await db.query<{
    id: string;
    name: string;
    kana: string;
    birth_date: string | null;
  }>('SELECT id, name, kana, birth_date FROM accounts WHERE id = ANY($1::uuid[])', [
    [...new Set(orders.map((order) => order.patientId))],
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return orders.map((order) => {
    const patient = byId.get(order.patientId);
    return {
      ...order,
      patient: {
        name: patient?.name ?? '',
        kana: patient?.kana ?? '',
        birthDate: patient?.birth_date ?? null,
      },
    };
  });
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/**
 * The pharmacy API (/pharmacy/v1/*): a pharmacy's system with a client credentials token of its
 * pharmacy client. Security: the client decides the pharmacy, never the request; an order of
 * another pharmacy answers 404 exactly like one that does not exist.
 */
export function pharmacyRoutes(context: PharmacyRouteContext): FastifyPluginAsyncZod {
  const { db, blobs } = context;
  const facilities = new WeakMap<FastifyRequest, string>();

  async function orderOfPharmacy(request: FastifyRequest, orderId: string) {
    const order = await findOrder(db, orderId);
    if (!order || order.pharmacy.facilityId !== facilities.get(request)) throw orderNotFound();
    return order;
  }
  const one = async (order: DispensingOrder) => (await withPatient(db, [order]))[0]!;

  return async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      try {
        const { clientId } = await verifyServiceAccessToken(
          db,
          request.headers.authorization,
          'pharmacy',
          context.now(),
        );
        const facilityId = await pharmacyOfClient(db, clientId);
        if (!facilityId) throw new ServiceTokenError('This client is not linked to a pharmacy');
        facilities.set(request, facilityId);
      } catch (error) {
        if (!(error instanceof ServiceTokenError)) throw error;
        void reply.header(
          'www-authenticate',
          'Bearer realm="harmo-pharmacy", error="invalid_token"',
        );
        throw new HttpError(401, 'invalid_token', error.message);
      }
    });

    const refusals = { 401: ErrorResponse, 404: ErrorResponse };

    app.get(
      PHARMACY_PATHS.orders,
      {
        schema: {
          tags: TAGS,
          summary: "This pharmacy's orders, newest first (at most 500)",
          querystring: PharmacyOrdersQuery,
          response: { 200: PharmacyOrdersResponse, 400: ErrorResponse, 401: ErrorResponse },
        },
      },
      async (request, reply) => {
        const orders = await listPharmacyOrders(db, facilities.get(request)!, request.query.status);
        return noStore(reply).send({ orders: await withPatient(db, orders) });
      },
    );

    app.get(
      PHARMACY_PATHS.order,
      {
        schema: {
          tags: TAGS,
          summary: 'One order of this pharmacy',
          params: DispensingOrderParams,
          response: { 200: PharmacyOrder, ...refusals },
        },
      },
      async (request, reply) =>
        noStore(reply).send(
          await one(await orderOfPharmacy(request, request.params.dispensingOrderId)),
        ),
    );

    app.get(
      PHARMACY_PATHS.prescription,
      {
        schema: {
          tags: TAGS,
          summary: "The order's prescription (photo metadata or the parsed QR code)",
          params: DispensingOrderParams,
          response: { 200: Prescription, ...refusals },
        },
      },
      async (request, reply) => {
        const order = await orderOfPharmacy(request, request.params.dispensingOrderId);
        const stored = await findPrescription(db, order.prescriptionId);
        if (!stored) throw orderNotFound();
        return noStore(reply).send(stored.prescription);
      },
    );

    app.get(
      PHARMACY_PATHS.prescriptionImage,
      {
        schema: {
          tags: TAGS,
          summary: "The order's prescription photo, never cached by shared caches",
          params: DispensingOrderParams,
          response: refusals,
        },
      },
      async (request, reply) => {
        const order = await orderOfPharmacy(request, request.params.dispensingOrderId);
        const stored = await findPrescription(db, order.prescriptionId);
        if (!stored) throw orderNotFound();
        return sendPrescriptionImage(blobs, stored, reply);
      },
    );

    app.post(
      PHARMACY_PATHS.status,
      {
        schema: {
          tags: TAGS,
          summary: 'Move the order (accepted, ready, completed, rejected, cancelled)',
          params: DispensingOrderParams,
          body: StatusChangeBody,
          response: {
            200: PharmacyOrder,
            400: ErrorResponse,
            ...refusals,
            409: OrderConflictResponse,
          },
        },
      },
      async (request, reply) => {
        const order = await orderOfPharmacy(request, request.params.dispensingOrderId);
        const moved = await transitionOrder(
          context,
          order,
          request.body.status,
          'pharmacy',
          request.body.reason ?? null,
        );
        return noStore(reply).send(await one(moved));
      },
    );

    app.put(
      PHARMACY_PATHS.amount,
      {
        schema: {
          tags: TAGS,
          summary: 'Set the amount of a delivery order (yen); the patient then pays it',
          params: DispensingOrderParams,
          body: AmountBody,
          response: {
            200: PharmacyOrder,
            400: ErrorResponse,
            ...refusals,
            409: OrderConflictResponse,
          },
        },
      },
      async (request, reply) => {
        const order = await orderOfPharmacy(request, request.params.dispensingOrderId);
        return noStore(reply).send(
          await one(await setAmount(context, order, request.body.amountJpy)),
        );
      },
    );

    app.put(
      PHARMACY_PATHS.meeting,
      {
        schema: {
          tags: TAGS,
          summary: 'Set the online guidance meeting link of a delivery order',
          params: DispensingOrderParams,
          body: MeetingBody,
          response: {
            200: PharmacyOrder,
            400: ErrorResponse,
            ...refusals,
            409: OrderConflictResponse,
          },
        },
      },
      async (request, reply) => {
        const order = await orderOfPharmacy(request, request.params.dispensingOrderId);
        return noStore(reply).send(await one(await setMeeting(context, order, request.body.url)));
      },
    );

    app.post(
      PHARMACY_PATHS.messages,
      {
        schema: {
          tags: TAGS,
          summary: 'Send a short message to the patient about this order',
          params: DispensingOrderParams,
          body: MessageBody,
          response: { 201: PharmacyOrder, 400: ErrorResponse, ...refusals },
        },
      },
      async (request, reply) => {
        const order = await orderOfPharmacy(request, request.params.dispensingOrderId);
        const updated = await sendMessage(context, order, request.body.body);
        return noStore(reply)
          .code(201)
          .send(await one(updated));
      },
    );
  };
}
