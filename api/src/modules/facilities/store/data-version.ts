import type { Queryable } from '../../../db';

/** The version every instance compares with the one its read index was built from. */
export async function readDataVersion(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ version: number }>(
    'SELECT version FROM facility_data_version WHERE singleton',
  );
  return Number(rows[0]?.version ?? 0);
}

/** Called once after facilities were written; returns the new version. */
export async function bumpDataVersion(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ version: number }>(
    `UPDATE facility_data_version SET version = version + 1, changed_at = now()
     WHERE singleton RETURNING version`,
  );
  return Number(rows[0]?.version ?? 0);
}
