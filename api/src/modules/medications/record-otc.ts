import type { OtcMedication, RecordOtcMedicationBody } from '@harmo/contracts/otc-catalogue';
import type { Queryable } from '../../db';
import { badRequest } from '../../http/errors';
import { keyAndHash, requestHashOf, sameRequestOrRefuse } from '../../http/idempotency';
import { findCatalogueEntry } from '../otc-catalogue';
import type { StoredOtcMedication } from './store/otc-medications';
import {
  findOtcMedicationByIdempotencyKey,
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

/** The answer to a retry: the record the key's first request made. */
function retriedRecord(stored: StoredOtcMedication, hash: string) {
  sameRequestOrRefuse(stored, hash, 'record');
  return { otcMedication: stored.otcMedication, created: false };
}

/**
 * Records an OTC medication by hand: a JAN found in the catalogue takes the catalogue's product,
 * an unknown JAN or none the typed name. With an idempotency key the medicine is recorded once
 * per key and patient, so a retry (lost answer, double tap, reload while sending) gets the record
 * the first request made, with created false. The caller has already checked that the account
 * may act for the patient.
 */
export async function recordOtcMedication(
  context: { db: Queryable; now: () => Date },
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
  if (idempotencyKey !== undefined) {
    const earlier = await findOtcMedicationByIdempotencyKey(db, patientId, idempotencyKey);
    if (earlier) return retriedRecord(earlier, hash);
  }

  const { janCode, name, startDate } = body;
  const entry = janCode ? await findCatalogueEntry(db, janCode) : null;
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
    db,
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
  if (recorded) return { otcMedication: recorded, created: true };

  // A concurrent request with the same key recorded it between the lookup above and the insert.
  const winner =
    idempotencyKey === undefined
      ? null
      : await findOtcMedicationByIdempotencyKey(db, patientId, idempotencyKey);
  if (!winner) throw new Error('An idempotency key conflict left no OTC medication behind');
  return retriedRecord(winner, hash);
}
