import { randomUUID } from 'node:crypto';
import type {
  OtcMedication,
  OtcMedicationSource,
  OtcRiskClass,
} from '@harmo/contracts/otc-catalogue';
import type { Queryable } from '../../../db';
import type { IdempotencyKeyAndHash } from '../../../http/idempotency';
import type { ScannedOtcDrug } from '../scan/read-scan';
import { inScanOrder } from './scan-keys';

interface OtcRow {
  id: string;
  patient_id: string;
  name: string;
  jan_code: string | null;
  maker: string | null;
  ingredients: string[];
  risk_class: OtcRiskClass | null;
  start_date: string | null;
  end_date: string | null;
  source: OtcMedicationSource;
  created_at: Date;
}

const COLUMNS =
  'id, patient_id, name, jan_code, maker, ingredients, risk_class, start_date, end_date, source, created_at';

const viewOf = (row: OtcRow): OtcMedication => ({
  id: row.id,
  patientId: row.patient_id,
  name: row.name,
  janCode: row.jan_code,
  maker: row.maker,
  ingredients: row.ingredients,
  riskClass: row.risk_class,
  startDate: row.start_date,
  endDate: row.end_date,
  source: row.source,
  createdAt: row.created_at.toISOString(),
});

/** Saves the scanned OTC entries the notebook does not hold yet; all of them as saved now. */
export async function saveScannedOtcMedications(
  db: Queryable,
  input: {
    patientId: string;
    createdBy: string;
    fingerprint: string;
    drugs: readonly ScannedOtcDrug[];
    now: Date;
  },
): Promise<{ added: number; otcMedications: OtcMedication[] }> {
  let added = 0;
  for (const drug of input.drugs) {
    const { rowCount } = await db.query(
      `INSERT INTO otc_medications (id, patient_id, name, jan_code, ingredients, start_date,
         end_date, source, scan_key, fingerprint, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5::text[], $6, $7, 'scan', $8, $9, $10, $11)
       ON CONFLICT (patient_id, scan_key) WHERE scan_key IS NOT NULL DO NOTHING`,
      [
        randomUUID(),
        input.patientId,
        drug.name,
        drug.janCode,
        drug.ingredients,
        drug.startDate,
        drug.endDate,
        drug.key,
        input.fingerprint,
        input.createdBy,
        input.now,
      ],
    );
    added += rowCount;
  }
  const keys = input.drugs.map((drug) => drug.key);
  if (keys.length === 0) return { added, otcMedications: [] };
  const { rows } = await db.query<OtcRow & { scan_key: string }>(
    `SELECT ${COLUMNS}, scan_key FROM otc_medications
     WHERE patient_id = $1 AND scan_key = ANY($2::text[])`,
    [input.patientId, keys],
  );
  const byKey = new Map(rows.map((row) => [row.scan_key, viewOf(row)]));
  return { added, otcMedications: inScanOrder(keys, byKey) };
}

export interface StoredOtcMedication {
  otcMedication: OtcMedication;
  requestHash: string;
}

/** The patient's OTC medication recorded with this idempotency key, with its request's hash. */
export async function findOtcMedicationByIdempotencyKey(
  db: Queryable,
  patientId: string,
  key: string,
): Promise<StoredOtcMedication | null> {
  const { rows } = await db.query<OtcRow & { request_hash: string }>(
    `SELECT ${COLUMNS}, request_hash FROM otc_medications
     WHERE patient_id = $1 AND idempotency_key = $2`,
    [patientId, key],
  );
  const row = rows[0];
  return row ? { otcMedication: viewOf(row), requestHash: row.request_hash } : null;
}

export interface NewOtcMedication {
  patientId: string;
  createdBy: string;
  name: string;
  janCode: string | null;
  maker: string | null;
  ingredients: readonly string[];
  riskClass: OtcRiskClass | null;
  startDate: string;
  source: Exclude<OtcMedicationSource, 'scan'>;
  /** The request's idempotency key and body hash; null for a request without a key. */
  idempotency: IdempotencyKeyAndHash | null;
  now: Date;
}

/**
 * Records an OTC medication by hand (a catalogue entry or a typed name), unless the patient
 * already has one with this idempotency key: null then (taken by an earlier or a concurrent
 * request: the unique index makes the second insert wait for the first and then do nothing).
 */
export async function insertOtcMedicationOnce(
  db: Queryable,
  input: NewOtcMedication,
): Promise<OtcMedication | null> {
  const { rows } = await db.query<OtcRow>(
    `INSERT INTO otc_medications (id, patient_id, name, jan_code, maker, ingredients, risk_class,
       start_date, source, created_by, created_at, idempotency_key, request_hash)
     VALUES ($1, $2, $3, $4, $5, $6::text[], $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (patient_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
     RETURNING ${COLUMNS}`,
    [
      randomUUID(),
      input.patientId,
      input.name,
      input.janCode,
      input.maker,
      input.ingredients,
      input.riskClass,
      input.startDate,
      input.source,
      input.createdBy,
      input.now,
      input.idempotency?.key ?? null,
      input.idempotency?.requestHash ?? null,
    ],
  );
  return rows[0] ? viewOf(rows[0]) : null;
}

/** The patient's OTC medications, latest start date first (undated last), then latest recorded. */
export async function listOtcMedications(
  db: Queryable,
  patientId: string,
): Promise<OtcMedication[]> {
  const { rows } = await db.query<OtcRow>(
    `SELECT ${COLUMNS} FROM otc_medications WHERE patient_id = $1
     ORDER BY start_date DESC NULLS LAST, created_at DESC, id`,
    [patientId],
  );
  return rows.map(viewOf);
}

/**
 * The request hash a deleted record of the patient left with its idempotency key, or null when
 * no deleted record had this key.
 */
export async function findRemovedOtcMedicationKey(
  db: Queryable,
  patientId: string,
  key: string,
): Promise<{ requestHash: string } | null> {
  const { rows } = await db.query<{ request_hash: string }>(
    `SELECT request_hash FROM otc_medication_removed_keys
     WHERE patient_id = $1 AND idempotency_key = $2`,
    [patientId, key],
  );
  const row = rows[0];
  return row ? { requestHash: row.request_hash } : null;
}

/**
 * Deletes one OTC medication of the patient; false when the patient has no such entry. A record
 * made with an idempotency key leaves the key and its request's hash behind, so a late retry of
 * the record does not record it again: run it in a transaction, so that the key is always either
 * on its record or among the removed ones.
 */
export async function deleteOtcMedication(
  tx: Queryable,
  patientId: string,
  otcMedicationId: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await tx.query<{ idempotency_key: string | null; request_hash: string | null }>(
    `DELETE FROM otc_medications WHERE id = $1 AND patient_id = $2
     RETURNING idempotency_key, request_hash`,
    [otcMedicationId, patientId],
  );
  const deleted = rows[0];
  if (!deleted) return false;
  if (deleted.idempotency_key !== null) {
    await tx.query(
      `INSERT INTO otc_medication_removed_keys (patient_id, idempotency_key, request_hash,
         removed_at)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (patient_id, idempotency_key) DO NOTHING`,
      [patientId, deleted.idempotency_key, deleted.request_hash, now],
    );
  }
  return true;
}
