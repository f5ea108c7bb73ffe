import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db';
import type { CheckupImportOutcome, SavedCheckup } from '@harmo/contracts/checkups';
import { markCheckupItem } from '@harmo/medical-formats';
import type { Checkup, CheckupItem } from '@harmo/medical-formats';

type Source = SavedCheckup['source'];

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** What makes two files the same check-up besides date and institution: their set of items. */
export function itemSetHash(items: readonly CheckupItem[]): string {
  return sha256([...new Set(items.map((item) => item.code))].sort().join('\n'));
}

export interface CheckupToSave {
  patientAccountId: string;
  checkup: Checkup & { date: string };
  insuredIdHint: string | null;
  source: Source;
  now: Date;
}

export interface SavedOutcome {
  outcome: Exclude<CheckupImportOutcome, 'refused'>;
  id: string;
}

/**
 * Saves one check-up of a patient: a new row, or the same check-up (date, institution, item set)
 * updated to this file's values, or left as it was when nothing differs. Run inside the caller's
 * transaction: the row is locked while it is compared, so two imports of one file never both
 * insert.
 */
export async function saveCheckup(tx: Queryable, input: CheckupToSave): Promise<SavedOutcome> {
  const { checkup, patientAccountId, now } = input;
  const institutionCode = checkup.institution.code ?? '';
  const setHash = itemSetHash(checkup.items);
  const sex =
    checkup.patient.sex === '1' || checkup.patient.sex === '2' ? checkup.patient.sex : null;
  const content = {
    institutionName: checkup.institution.name,
    sex,
    birthDate: checkup.patient.birthDate,
    insuredIdHint: input.insuredIdHint,
    items: checkup.items,
  };
  const contentHash = sha256(JSON.stringify(content));
  const inserted = await tx.query<{ id: string }>(
    `INSERT INTO checkups (id, patient_account_id, checkup_date, institution_code,
       institution_name, item_set_hash, content_hash, sex, birth_date, insured_id_hint, source,
       items, imported_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13, $13)
     ON CONFLICT (patient_account_id, checkup_date, institution_code, item_set_hash) DO NOTHING
     RETURNING id`,
    [
      randomUUID(),
      patientAccountId,
      checkup.date,
      institutionCode,
      checkup.institution.name,
      setHash,
      contentHash,
      sex,
      checkup.patient.birthDate,
      input.insuredIdHint,
      input.source,
      JSON.stringify(checkup.items),
      now,
    ],
  );
  const insertedId = inserted.rows[0]?.id;
  if (insertedId) return { outcome: 'saved', id: insertedId };

  const { rows } = await tx.query<{ id: string; content_hash: string }>(
    `SELECT id, content_hash FROM checkups
     WHERE patient_account_id = $1 AND checkup_date = $2 AND institution_code = $3
       AND item_set_hash = $4
     FOR UPDATE`,
    [patientAccountId, checkup.date, institutionCode, setHash],
  );
  const existing = rows[0];
  if (!existing) throw new Error('A conflicting check-up vanished inside its transaction');
  if (existing.content_hash === contentHash) return { outcome: 'unchanged', id: existing.id };
  await tx.query(
    `UPDATE checkups SET institution_name = $2, content_hash = $3, sex = $4, birth_date = $5,
       insured_id_hint = $6, source = $7, items = $8::jsonb, updated_at = $9
     WHERE id = $1`,
    [
      existing.id,
      checkup.institution.name,
      contentHash,
      sex,
      checkup.patient.birthDate,
      input.insuredIdHint,
      input.source,
      JSON.stringify(checkup.items),
      now,
    ],
  );
  return { outcome: 'updated', id: existing.id };
}

/** Birth dates the patient's earlier check-up files gave (used when the profile has none). */
export async function knownBirthDates(db: Queryable, patientAccountId: string): Promise<string[]> {
  const { rows } = await db.query<{ birth_date: string }>(
    `SELECT DISTINCT birth_date FROM checkups
     WHERE patient_account_id = $1 AND birth_date IS NOT NULL`,
    [patientAccountId],
  );
  return rows.map((row) => row.birth_date);
}

interface CheckupRow {
  id: string;
  checkup_date: string;
  institution_code: string;
  institution_name: string | null;
  sex: '1' | '2' | null;
  insured_id_hint: string | null;
  source: Source;
  items: CheckupItem[];
  imported_at: Date;
  updated_at: Date;
}

/** Each item with its mark against the ministry's lines, computed now from the one table. */
function toSavedCheckup(row: CheckupRow): SavedCheckup {
  return {
    id: row.id,
    date: row.checkup_date,
    institution: { code: row.institution_code || null, name: row.institution_name },
    sex: row.sex,
    insuredIdHint: row.insured_id_hint,
    source: row.source,
    items: row.items.map((item) => ({ ...item, mark: markCheckupItem(item, row.sex) })),
    importedAt: row.imported_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A patient's check-ups, oldest first (a day's several check-ups in import order). */
export async function listCheckups(
  db: Queryable,
  patientAccountId: string,
): Promise<SavedCheckup[]> {
  const { rows } = await db.query<CheckupRow>(
    `SELECT id, checkup_date, institution_code, institution_name, sex, insured_id_hint, source,
       items, imported_at, updated_at
     FROM checkups WHERE patient_account_id = $1
     ORDER BY checkup_date, imported_at, id`,
    [patientAccountId],
  );
  return rows.map(toSavedCheckup);
}
