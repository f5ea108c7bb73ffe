import type { OtcMedication, RecordOtcMedicationBody } from '@harmo/contracts/otc-catalogue';
import type { Database, Queryable } from '../../db';
import { badRequest, notFound } from '../../http/errors';
import { keyAndHash, requestHashOf, sameRequestOrRefuse } from '../../http/idempotency';
import { findCatalogueEntry } from '../otc-catalogue';
import {
  findOtcMedicationByIdempotencyKey,
  findRemovedOtcMedicationKey,
  insertOtcMedicationOnce,
} from './store/otc-medications';

/**
 * The body as the idempotency check compares it (key order and absent fields do not count): the
 * request as sent, so a retry of it is recognised even when the catalogue changed in between.
 */
function requestHash(body: RecordOtcMedicationBody): string {
  return requestHashOf({
    janCode: body.janCode ?? null,
    name: body.name ?? null,
    startDate: body.startDate,
  });
}

/**
 * Refuses a key whose record has been deleted since: the same body is 404 otc_medication_not_found
 * (answering with the record would show one that is gone, and recording it again would undo the
 * deletion), another body 409 idempotency_key_reused as for a key still on its record.
 */
async function refuseRemovedKey(
  db: Queryable,
  patientId: string,
  key: string,
  hash: string,
): Promise<void> {
  const removed = await findRemovedOtcMedicationKey(db, patientId, key);
  if (!removed) return;
  sameRequestOrRefuse(removed, hash, 'record');
  throw notFound(
    'The OTC medication this idempotency key recorded has since been deleted',
    'otc_medication_not_found',
  );
}

/**
 * The answer to a retry: the record the key's first request made, with created false; refused
 * when that record has been deleted since (above). Null when no request has used the key yet.
 */
async function retriedRecord(db: Queryable, patientId: string, key: string, hash: string) {
  const earlier = await findOtcMedicationByIdempotencyKey(db, patientId, key);
  if (!earlier) {
    await refuseRemovedKey(db, patientId, key, hash);
    return null;
  }
  sameRequestOrRefuse(earlier, hash, 'record');
  return { otcMedication: earlier.otcMedication, created: false };
}

/**
 * Records an OTC medication by hand: a JAN found in the catalogue takes the catalogue's product,
 * an unknown JAN or none the typed name. With an idempotency key the medicine is recorded once
 * per key and patient, so a retry (lost answer, double tap, reload while sending) gets the record
 * the first request made, with created false, and a late retry of a record deleted since is
 * refused (the deletion stands). The caller has already checked that the account may act for the
 * patient.
 */
export async function recordOtcMedication(
  context: { db: Database; now: () => Date },
  input: {
    accountId: string;
    patientId: string;
    idempotencyKey: string | undefined;
    body: RecordOtcMedicationBody;
  },
): Promise<{ otcMedication: OtcMedication; created: boolean }> {
  const { db, now } = context;
  const { patientId, idempotencyKey, body } = input;
  const hash = requestHash(body);
  return db.transaction(async (tx) => {
    if (idempotencyKey !== undefined) {
      const retried = await retriedRecord(tx, patientId, idempotencyKey, hash);
      if (retried) return retried;
    }

    const { janCode, name, startDate } = body;
    const entry = janCode ? await findCatalogueEntry(tx, janCode) : null;
    if (!entry && !name) {
      throw badRequest(
        janCode
          ? 'The catalogue has no product with this JAN code: give its name'
          : 'Give a JAN code of the catalogue or a name',
        'name_required',
      );
    }
    const common = {
      patientId,
      createdBy: input.accountId,
      startDate,
      idempotency: keyAndHash(idempotencyKey, hash),
      now: now(),
    };
    const recorded = await insertOtcMedicationOnce(
      tx,
      entry
        ? {
            ...common,
            name: entry.name,
            janCode: entry.janCode,
            maker: entry.maker,
            ingredients: entry.ingredients,
            riskClass: entry.riskClass,
            source: 'catalogue',
          }
        : {
            ...common,
            name: name!,
            janCode: janCode ?? null,
            maker: null,
            ingredients: [],
            riskClass: null,
            source: 'typed',
          },
    );
    if (recorded) {
      // The record the key made may have been deleted between the look-up above and the insert
      // (a retry racing its deletion), which freed the key for this insert: refused here, the
      // insert is rolled back and the deletion stands.
      if (idempotencyKey !== undefined) await refuseRemovedKey(tx, patientId, idempotencyKey, hash);
      return { otcMedication: recorded, created: true };
    }

    // A concurrent request with the same key recorded it between the look-up above and the
    // insert (and its record may have been deleted since).
    const winner =
      idempotencyKey === undefined
        ? null
        : await retriedRecord(tx, patientId, idempotencyKey, hash);
    if (!winner) throw new Error('An idempotency key conflict left no OTC medication behind');
    return winner;
  });
}
