import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db';
import { ErrorResponse, notFound } from '../../http/errors';
import type { SignedInAccounts } from '../accounts';
import { recordActedFor, requireActingFor } from '../accounts';
import {
  NewPrescriptionBody,
  PRESCRIPTION_PATHS,
  PRESCRIPTION_PHOTO_MAX_BYTES,
  Prescription,
  PrescriptionErrorResponse,
  PrescriptionParams,
} from '@harmo/contracts/prescriptions';
import { PatientParams } from '@harmo/contracts/medications';
import type { BlobStore } from './blob-store';
import { cleanPhoto } from './photo';
import { parsePrescriptionQr } from './qr';
import type { NewPrescriptionContent, StoredPrescription } from './store';
import { findPrescription, insertPrescription } from './store';

const TAGS = ['prescriptions'];

/**
 * The photo travels as base64 in JSON (the web's API client speaks JSON only): 10 MB of bytes
 * are about 13.4 MB of text. The route takes up to twice the photo limit, so that a photo a
 * little too large still reaches the size check and gets its own clear answer.
 */
const BODY_LIMIT_BYTES = PRESCRIPTION_PHOTO_MAX_BYTES * 3;

export interface PrescriptionRouteContext {
  db: Database;
  blobs: BlobStore;
  accounts: SignedInAccounts;
  now: () => Date;
}

const prescriptionNotFound = () => notFound('No such prescription', 'prescription_not_found');

/** Sends a stored image so that no shared cache (proxy, CDN) keeps a copy. */
export async function sendPrescriptionImage(
  blobs: BlobStore,
  stored: StoredPrescription,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const blob = stored.imageKey ? await blobs.get(stored.imageKey) : null;
  if (!blob) throw notFound('This prescription has no photo', 'prescription_has_no_photo');
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-type', blob.contentType)
    .header('content-disposition', 'inline')
    .header('x-content-type-options', 'nosniff')
    .send(blob.data);
}

/**
 * The patient's prescriptions: a photo (checked and stripped of metadata here, whatever the
 * browser did) or a JAHIS prescription QR code (parsed here). Security: the caller must act for
 * the patient (accounts' requireActingFor, recordActedFor); someone else's prescription answers
 * 404.
 */
export function prescriptionRoutes(context: PrescriptionRouteContext): FastifyPluginAsyncZod {
  const { db, blobs, accounts, now } = context;

  async function readable(accountId: string, prescriptionId: string) {
    const stored = await recordActedFor(
      db,
      accountId,
      await findPrescription(db, prescriptionId),
      (found) => found.prescription.patientId,
    );
    if (!stored) throw prescriptionNotFound();
    return stored;
  }

  return async (app) => {
    app.post(
      PRESCRIPTION_PATHS.create,
      {
        bodyLimit: BODY_LIMIT_BYTES,
        schema: {
          tags: TAGS,
          summary: 'Store a prescription photo or QR code for a patient',
          params: PatientParams,
          body: NewPrescriptionBody,
          response: {
            201: Prescription,
            400: PrescriptionErrorResponse,
            401: ErrorResponse,
            404: ErrorResponse,
            413: PrescriptionErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const { accountId } = accounts.accountOf(request);
        const { patientId } = request.params;
        await requireActingFor(db, accountId, patientId);
        const body = request.body;
        let content: NewPrescriptionContent;
        if (body.kind === 'photo') {
          content = {
            kind: 'photo',
            photo: await cleanPhoto(Buffer.from(body.imageBase64, 'base64')),
          };
        } else {
          content = { kind: 'qr', qr: parsePrescriptionQr(body.symbols) };
        }
        const stored = await db.transaction((tx) =>
          insertPrescription(tx, blobs, {
            patientId,
            createdByAccountId: accountId,
            content,
            now: now(),
          }),
        );
        return reply.code(201).send(stored.prescription);
      },
    );

    app.get(
      PRESCRIPTION_PATHS.prescription,
      {
        schema: {
          tags: TAGS,
          summary: 'A prescription (photo metadata or the parsed QR code)',
          params: PrescriptionParams,
          response: { 200: Prescription, 401: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request, reply) => {
        const stored = await readable(
          accounts.accountOf(request).accountId,
          request.params.prescriptionId,
        );
        return reply.header('cache-control', 'private, no-store').send(stored.prescription);
      },
    );

    app.get(
      PRESCRIPTION_PATHS.image,
      {
        schema: {
          tags: TAGS,
          summary:
            "A prescription's photo (image/jpeg or image/png), never cached by shared caches",
          params: PrescriptionParams,
          response: { 401: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request, reply) => {
        const stored = await readable(
          accounts.accountOf(request).accountId,
          request.params.prescriptionId,
        );
        return sendPrescriptionImage(blobs, stored, reply);
      },
    );
  };
}
