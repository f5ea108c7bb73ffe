import type { Queryable } from '../../../db';

/** Where saved scan entries keep their identity: visits by dispensing_key, OTC by scan_key. */
const KEY_COLUMNS = {
  medication_dispensings: 'dispensing_key',
  otc_medications: 'scan_key',
} as const;

/** Which of these entries of a scan the patient's notebook does not hold yet. */
export async function unsavedKeys(
  db: Queryable,
  table: keyof typeof KEY_COLUMNS,
  patientId: string,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const column = KEY_COLUMNS[table];
  const { rows } = await db.query<{ key: string }>(
    `SELECT ${column} AS key FROM ${table} WHERE patient_id = $1 AND ${column} = ANY($2::text[])`,
    [patientId, keys],
  );
  const saved = new Set(rows.map((row) => row.key));
  return new Set(keys.filter((key) => !saved.has(key)));
}

/** The saved entries of a scan in the scan's order, each once. */
export function inScanOrder<T>(keys: readonly string[], saved: ReadonlyMap<string, T>): T[] {
  return [...new Set(keys)].flatMap((key) => {
    const entry = saved.get(key);
    return entry === undefined ? [] : [entry];
  });
}
