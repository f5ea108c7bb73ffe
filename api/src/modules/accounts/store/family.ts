import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db';
import type { AccountProfile, Gender } from '../profile-schemas';
import { isAccountId, toProfile } from './accounts';

interface FamilyRow {
  id: string;
  name: string;
  kana: string;
  gender: Gender;
  birth_date: string | null;
}

/** Family members of an account, oldest entry first. */
export async function listFamilyMembers(
  db: Queryable,
  ownerAccountId: string,
): Promise<AccountProfile[]> {
  const { rows } = await db.query<FamilyRow>(
    `SELECT id, name, kana, gender, birth_date FROM accounts
     WHERE owner_account_id = $1 AND deleted_at IS NULL
     ORDER BY created_at, id`,
    [ownerAccountId],
  );
  return rows.map(toProfile);
}

export async function countFamilyMembers(db: Queryable, ownerAccountId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*) AS count FROM accounts WHERE owner_account_id = $1 AND deleted_at IS NULL',
    [ownerAccountId],
  );
  return Number(rows[0]?.count ?? 0);
}

export interface NewFamilyMember {
  id?: string;
  ownerAccountId: string;
  name: string;
  kana: string;
  gender: Gender;
  birthDate: string | null;
  now: Date;
}

/** Adds a family member; with a fixed id (demo data) an existing row is left as it is. */
export async function insertFamilyMember(
  db: Queryable,
  input: NewFamilyMember,
): Promise<AccountProfile | null> {
  const { rows } = await db.query<FamilyRow>(
    `INSERT INTO accounts (id, owner_account_id, name, kana, gender, birth_date, created_at,
       updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
     ON CONFLICT (id) DO NOTHING
     RETURNING id, name, kana, gender, birth_date`,
    [
      input.id ?? randomUUID(),
      input.ownerAccountId,
      input.name,
      input.kana,
      input.gender,
      input.birthDate,
      input.now,
    ],
  );
  return rows[0] ? toProfile(rows[0]) : null;
}

/**
 * Removes a family member of this owner (softly: records other areas keep for the person stay
 * attached). Returns false when the id is not a current family member of this owner.
 */
export async function removeFamilyMember(
  db: Queryable,
  ownerAccountId: string,
  memberAccountId: string,
  now: Date,
): Promise<boolean> {
  if (!isAccountId(memberAccountId)) return false;
  const { rowCount } = await db.query(
    `UPDATE accounts SET deleted_at = $3, updated_at = $3
     WHERE id = $2 AND owner_account_id = $1 AND deleted_at IS NULL`,
    [ownerAccountId, memberAccountId, now],
  );
  return rowCount === 1;
}
