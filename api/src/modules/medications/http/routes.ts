import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DispensingParams,
  MEDICATIONS_PATHS,
  MedicationRecordsResponse,
  OtcMedicationParams,
  PatientParams,
  SaveScanBody,
  SaveScanResponse,
  ScanCheckResponse,
} from '@harmo/contracts/medications';
import { IDEMPOTENCY_KEY_HEADER } from '@harmo/contracts/idempotency';
import { OtcMedication, RecordOtcMedicationBody } from '@harmo/contracts/otc-catalogue';
import { todayInJapan } from '@harmo/contracts/profile';
import { ErrorResponse, notFound } from '../../../http/errors';
import { OptionalIdempotencyKeyHeaders } from '../../../http/idempotency';
import type { SignedInRoutesContext } from '../../accounts';
import { recordOtcMedication } from '../record-otc';
import { medicationRecordsOf } from '../records';
import { readScan } from '../scan/read-scan';
import { deleteDispensing, saveDispensings } from '../store/dispensings';
import { deleteOtcMedication, saveScannedOtcMedications } from '../store/otc-medications';
import { unsavedKeys } from '../store/scan-keys';

const TAGS = ['medications'];

const refusals = { 400: ErrorResponse, 403: ErrorResponse };

/**
 * A patient's medication records. Security: every route first checks that the signed-in user
 * acts for the patient in the path (accounts.actingFor), then reads or writes only that
 * patient's rows; a record id of another patient is 404 like one that does not exist.
 */
export function medicationRoutes({
  db,
  accounts,
  now,
}: SignedInRoutesContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      MEDICATIONS_PATHS.records,
      {
        schema: {
          tags: TAGS,
          summary: "The patient's saved dispensings and OTC medications, newest first",
          params: PatientParams,
          response: { 200: MedicationRecordsResponse, ...refusals },
        },
      },
      async (request) => {
        const { patientId } = request.params;
        await accounts.actingFor(request, patientId);
        return medicationRecordsOf(db, patientId);
      },
    );

    app.post(
      MEDICATIONS_PATHS.scans,
      {
        schema: {
          tags: TAGS,
          summary: 'Save a scanned medication notebook (JAHIS 電子版お薬手帳 QR symbols)',
          description:
            'The api reads the raw symbols itself. Visits and OTC medications the notebook holds ' +
            'already are not added again: 201 when something was added, 200 with alreadySaved ' +
            'when nothing was. 400 invalid_payload with the reason when the symbols are no notebook.',
          params: PatientParams,
          body: SaveScanBody,
          response: { 200: SaveScanResponse, 201: SaveScanResponse, ...refusals },
        },
      },
      async (request, reply) => {
        const { patientId } = request.params;
        const account = await accounts.actingFor(request, patientId);
        const scan = readScan(request.body, todayInJapan(now()));
        const savedAt = now();
        const saved = await db.transaction(async (tx) => {
          const input = { patientId, fingerprint: scan.fingerprint, now: savedAt };
          const visits = await saveDispensings(tx, {
            ...input,
            savedBy: account.accountId,
            dispensings: scan.dispensings,
          });
          const otc = await saveScannedOtcMedications(tx, {
            ...input,
            createdBy: account.accountId,
            drugs: scan.otcDrugs,
          });
          return { visits, otc };
        });
        const added = saved.visits.added + saved.otc.added;
        void reply.code(added > 0 ? 201 : 200);
        return {
          alreadySaved: added === 0,
          fingerprint: scan.fingerprint,
          addedDispensings: saved.visits.added,
          addedOtcMedications: saved.otc.added,
          dispensings: saved.visits.dispensings,
          otcMedications: saved.otc.otcMedications,
          warnings: scan.warnings,
          unknownRecords: scan.unknownRecords,
        };
      },
    );

    app.post(
      MEDICATIONS_PATHS.scanCheck,
      {
        schema: {
          tags: TAGS,
          summary: 'Whether a scanned medication notebook is saved already (nothing is saved)',
          params: PatientParams,
          body: SaveScanBody,
          response: { 200: ScanCheckResponse, ...refusals },
        },
      },
      async (request) => {
        const { patientId } = request.params;
        await accounts.actingFor(request, patientId);
        const scan = readScan(request.body, todayInJapan(now()));
        const visits = await unsavedKeys(
          db,
          'medication_dispensings',
          patientId,
          scan.dispensings.map((dispensing) => dispensing.key),
        );
        const otc = await unsavedKeys(
          db,
          'otc_medications',
          patientId,
          scan.otcDrugs.map((drug) => drug.key),
        );
        return {
          alreadySaved: visits.size + otc.size === 0,
          fingerprint: scan.fingerprint,
          newDispensings: visits.size,
          newOtcMedications: otc.size,
        };
      },
    );

    app.delete(
      MEDICATIONS_PATHS.dispensing,
      {
        schema: {
          tags: TAGS,
          summary: 'Delete one saved dispensing of the patient',
          params: DispensingParams,
          response: { 204: z.null(), ...refusals, 404: ErrorResponse },
        },
      },
      async (request, reply) => {
        const { patientId, dispensingId } = request.params;
        await accounts.actingFor(request, patientId);
        if (!(await deleteDispensing(db, patientId, dispensingId))) {
          throw notFound('The patient has no such dispensing', 'dispensing_not_found');
        }
        return reply.code(204).send(null);
      },
    );

    app.post(
      MEDICATIONS_PATHS.otcMedications,
      {
        schema: {
          tags: TAGS,
          summary:
            'Record an OTC medication (a JAN code of the catalogue, or a typed name; ' +
            'idempotent by the Idempotency-Key header)',
          description:
            "A JAN code found in the catalogue takes the catalogue's product; an unknown code " +
            'or none needs the typed name (400 name_required otherwise). 201 with a new record. ' +
            'With an Idempotency-Key header the medicine is recorded once per key and patient: ' +
            '200 with the record an earlier request with the same key and body made, 409 ' +
            'idempotency_key_reused for the same key with another body, 404 ' +
            'otc_medication_not_found when the record that key made has been deleted since (the ' +
            'deletion stands). Without the header every request records anew.',
          params: PatientParams,
          headers: OptionalIdempotencyKeyHeaders,
          body: RecordOtcMedicationBody,
          response: {
            200: OtcMedication,
            201: OtcMedication,
            ...refusals,
            404: ErrorResponse,
            409: ErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const { patientId } = request.params;
        const account = await accounts.actingFor(request, patientId);
        const { otcMedication, created } = await recordOtcMedication(
          { db, now },
          {
            accountId: account.accountId,
            patientId,
            idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
            body: request.body,
          },
        );
        return reply.code(created ? 201 : 200).send(otcMedication);
      },
    );

    app.delete(
      MEDICATIONS_PATHS.otcMedication,
      {
        schema: {
          tags: TAGS,
          summary: 'Delete one OTC medication of the patient',
          description:
            'Deleting is for good: the idempotency key a record was made with stays behind, so ' +
            'a late retry of that record answers 404 otc_medication_not_found instead of ' +
            'recording it again. 404 otc_medication_not_found for no such record.',
          params: OtcMedicationParams,
          response: { 204: z.null(), ...refusals, 404: ErrorResponse },
        },
      },
      async (request, reply) => {
        const { patientId, otcMedicationId } = request.params;
        await accounts.actingFor(request, patientId);
        const deleted = await db.transaction((tx) =>
          deleteOtcMedication(tx, patientId, otcMedicationId, now()),
        );
        if (!deleted) {
          throw notFound('The patient has no such OTC medication', 'otc_medication_not_found');
        }
        return reply.code(204).send(null);
      },
    );
  };
}
