import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db';
import type { AccountProfile, Gender } from '../profile-schemas';

/** A main account (someone who signs in) as stored. */
export interface MainAccount extends AccountProfile {
  identitySub: string;
  email: string | null;
}

interface AccountRow {
  id: string;
  identity_sub: string | null;
  name: string;
  kana: string;
  gender: Gender;
  birth_date: string | null;
  email: string | null;
}

const COLUMNS = 'id, identity_sub, name, kana, gender, birth_date, email';

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Account ids are uuids; anything else names no account (and must not reach a uuid cast). */
export const isAccountId = (value: string): boolean => UUID_PATTERN.test(value);

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export function toProfile(row: Pick<AccountRow, 'id' | 'name' | 'kana' | 'gender' | 'birth_date'>) {
  return {
    accountId: row.id,
    name: row.name,
    kana: row.kana,
    gender: row.gender,
    birthDate: row.birth_date,
  } satisfies AccountProfile;
}

function toMainAccount(row: AccountRow): MainAccount {
  return { ...toProfile(row), identitySub: row.identity_sub ?? '', email: row.email };
}

export async function findMainAccountBySub(
  db: Queryable,
  identitySub: string,
): Promise<MainAccount | null> {
  const { rows } = await db.query<AccountRow>(
    `SELECT ${COLUMNS} FROM accounts WHERE identity_sub = $1 AND deleted_at IS NULL`,
    [identitySub],
  );
  return rows[0] ? toMainAccount(rows[0]) : null;
}

export interface NewMainAccount {
  id?: string;
  identitySub: string;
  name: string;
  kana: string;
  gender: Gender;
  birthDate: string | null;
  email: string | null;
  centralIdm: string | null;
  now: Date;
}

/**
 * Creates the main account of an identity, or does nothing when that identity (or that central
 * idm) already has one. Returns the new account's id, or null when nothing was inserted.
 */
export async function insertMainAccountIfAbsent(
  db: Queryable,
  input: NewMainAccount,
): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO accounts (id, identity_sub, name, kana, gender, birth_date, email,
       email_normalized, central_idm, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
     ON CONFLICT DO NOTHING
     RETURNING id`,
    [
      input.id ?? randomUUID(),
      input.identitySub,
      input.name,
      input.kana,
      input.gender,
      input.birthDate,
      input.email,
      input.email === null ? null : normalizeEmail(input.email),
      input.centralIdm,
      input.now,
    ],
  );
  return rows[0]?.id ?? null;
}

/** Whether a central lite user (idm) is already the origin of some account. */
export async function isCentralIdmLinked(db: Queryable, idm: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM accounts WHERE central_idm = $1', [idm]);
  return rows.length > 0;
}

/** Keeps the stored e-mail equal to the identity's (it is how sharing invitations find people). */
export async function updateMainAccountEmail(
  db: Queryable,
  accountId: string,
  email: string,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE accounts SET email = $2, email_normalized = $3, updated_at = $4
     WHERE id = $1 AND identity_sub IS NOT NULL`,
    [accountId, email, normalizeEmail(email), now],
  );
}

/** Profiles of accounts by id (deleted ones are left out), in no particular order. */
export async function findProfiles(
  db: Queryable,
  ids: readonly string[],
): Promise<AccountProfile[]> {
  const valid = ids.filter(isAccountId);
  if (valid.length === 0) return [];
  const { rows } = await db.query<AccountRow>(
    `SELECT ${COLUMNS} FROM accounts WHERE id = ANY($1::uuid[]) AND deleted_at IS NULL`,
    [valid],
  );
  return rows.map(toProfile);
}

/** Changes the profile of a main account; returns it as stored, or null when it is gone. */
export async function updateMainAccountProfile(
  db: Queryable,
  accountId: string,
  profile: { name: string; kana: string; gender: Gender; birthDate: string },
  now: Date,
): Promise<MainAccount | null> {
  const { rows } = await db.query<AccountRow>(
    `UPDATE accounts SET name = $2, kana = $3, gender = $4, birth_date = $5, updated_at = $6
     WHERE id = $1 AND identity_sub IS NOT NULL AND deleted_at IS NULL
     RETURNING ${COLUMNS}`,
    [accountId, profile.name, profile.kana, profile.gender, profile.birthDate, now],
  );
  return rows[0] ? toMainAccount(rows[0]) : null;
}

/**
 * Deletes a main account for good. Its family members (owner_account_id), the sharings it gave
 * or received, its sessions, agreements and every record other areas keep for these people go
 * with it (their foreign keys cascade). Returns whether an account was deleted.
 */
export async function deleteMainAccount(db: Queryable, accountId: string): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    'DELETE FROM accounts WHERE id = $1 AND identity_sub IS NOT NULL RETURNING id',
    [accountId],
  );
  return rows.length > 0;
}
