import { randomUUID } from 'node:crypto';
import type { SavedDispensing } from '@harmo/contracts/medications';
import type { Queryable } from '../../../db';
import type { DispensingDetail, ScannedDispensing } from '../scan/read-scan';
import { inScanOrder } from './scan-keys';

interface DispensingRow {
  id: string;
  patient_id: string;
  detail: DispensingDetail;
  fingerprint: string;
  saved_at: Date;
}

const COLUMNS = 'id, patient_id, detail, fingerprint, saved_at';

const viewOf = (row: DispensingRow): SavedDispensing => ({
  id: row.id,
  patientId: row.patient_id,
  ...row.detail,
  fingerprint: row.fingerprint,
  savedAt: row.saved_at.toISOString(),
});

/**
 * Saves the visits the patient's notebook does not hold yet and answers with every visit of
 * the scan as saved now (in the scan's order) and how many were added.
 */
export async function saveDispensings(
  db: Queryable,
  input: {
    patientId: string;
    savedBy: string;
    fingerprint: string;
    dispensings: readonly ScannedDispensing[];
    now: Date;
  },
): Promise<{ added: number; dispensings: SavedDispensing[] }> {
  let added = 0;
  for (const dispensing of input.dispensings) {
    const { rowCount } = await db.query(
      `INSERT INTO medication_dispensings
         (id, patient_id, dispensing_date, dispensing_key, fingerprint, detail, saved_by, saved_at)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8)
       ON CONFLICT (patient_id, dispensing_key) DO NOTHING`,
      [
        randomUUID(),
        input.patientId,
        dispensing.date,
        dispensing.key,
        input.fingerprint,
        JSON.stringify(dispensing.detail),
        input.savedBy,
        input.now,
      ],
    );
    added += rowCount;
  }
  const keys = input.dispensings.map((dispensing) => dispensing.key);
  if (keys.length === 0) return { added, dispensings: [] };
  const { rows } = await db.query<DispensingRow & { dispensing_key: string }>(
    `SELECT ${COLUMNS}, dispensing_key FROM medication_dispensings
     WHERE patient_id = $1 AND dispensing_key = ANY($2::text[])`,
    [input.patientId, keys],
  );
  const byKey = new Map(rows.map((row) => [row.dispensing_key, viewOf(row)]));
  return { added, dispensings: inScanOrder(keys, byKey) };
}

/** The patient's visits, newest dispensing date first (undated last), then latest saved. */
export async function listDispensings(
  db: Queryable,
  patientId: string,
): Promise<SavedDispensing[]> {
  const { rows } = await db.query<DispensingRow>(
    `SELECT ${COLUMNS} FROM medication_dispensings WHERE patient_id = $1
     ORDER BY dispensing_date DESC NULLS LAST, saved_at DESC, id`,
    [patientId],
  );
  return rows.map(viewOf);
}

/** Deletes one visit of the patient; false when the patient has no such visit. */
export async function deleteDispensing(
  db: Queryable,
  patientId: string,
  dispensingId: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    'DELETE FROM medication_dispensings WHERE id = $1 AND patient_id = $2',
    [dispensingId, patientId],
  );
  return rowCount > 0;
}
