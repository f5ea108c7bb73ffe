import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db';
import type { IdempotencyKeyAndHash } from '../../../http/idempotency';
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

/** A family member added with an idempotency key, with its request's hash. */
export interface KeyedFamilyMember {
  member: AccountProfile;
  requestHash: string;
  /** Whether the member has since been removed (the row, and so the key, stays). */
  removed: boolean;
}

/** The owner's family member added with this idempotency key, removed or not. */
export async function findFamilyMemberByIdempotencyKey(
  db: Queryable,
  ownerAccountId: string,
  key: string,
): Promise<KeyedFamilyMember | null> {
  const { rows } = await db.query<FamilyRow & { request_hash: string; removed: boolean }>(
    `SELECT id, name, kana, gender, birth_date, request_hash, deleted_at IS NOT NULL AS removed
     FROM accounts WHERE owner_account_id = $1 AND idempotency_key = $2`,
    [ownerAccountId, key],
  );
  const row = rows[0];
  return row
    ? { member: toProfile(row), requestHash: row.request_hash, removed: row.removed }
    : null;
}

export interface NewFamilyMember {
  id?: string;
  ownerAccountId: string;
  name: string;
  kana: string;
  gender: Gender;
  birthDate: string | null;
  /** The request's idempotency key and body hash; absent for a request without a key. */
  idempotency?: IdempotencyKeyAndHash | null;
  now: Date;
}

/** Adds a family member; with a fixed id (demo data) an existing row is left as it is. */
export async function insertFamilyMember(
  db: Queryable,
  input: NewFamilyMember,
): Promise<AccountProfile | null> {
  const { rows } = await db.query<FamilyRow>(
    `INSERT INTO accounts (id, owner_account_id, name, kana, gender, birth_date, created_at,
       updated_at, idempotency_key, request_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9)
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
      input.idempotency?.key ?? null,
      input.idempotency?.requestHash ?? null,
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
