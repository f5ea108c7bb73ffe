import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db';
import type { AccountProfile, Gender } from '../profile-schemas';
import { isAccountId, normalizeEmail, toProfile } from './accounts';

export type SharingStatus = 'pending' | 'active' | 'revoked';

export interface Sharing {
  id: string;
  status: SharingStatus;
  fromAccountId: string;
  toAccountId: string | null;
  inviteeEmail: string;
  inviteeEmailNormalized: string;
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
}

interface SharingRow {
  id: string;
  status: SharingStatus;
  from_account_id: string;
  to_account_id: string | null;
  invitee_email: string;
  invitee_email_normalized: string;
  created_at: Date;
  expires_at: Date;
  accepted_at: Date | null;
}

const COLUMNS = `id, status, from_account_id, to_account_id, invitee_email, invitee_email_normalized,
  created_at, expires_at, accepted_at`;

function toSharing(row: SharingRow): Sharing {
  return {
    id: row.id,
    status: row.status,
    fromAccountId: row.from_account_id,
    toAccountId: row.to_account_id,
    inviteeEmail: row.invitee_email,
    inviteeEmailNormalized: row.invitee_email_normalized,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    acceptedAt: row.accepted_at,
  };
}

export async function findSharing(db: Queryable, id: string): Promise<Sharing | null> {
  if (!isAccountId(id)) return null;
  const { rows } = await db.query<SharingRow>(
    `SELECT ${COLUMNS} FROM account_sharing WHERE id = $1`,
    [id],
  );
  return rows[0] ? toSharing(rows[0]) : null;
}

/** Pending invitations that ran out are closed, so that the same person can be invited again. */
export async function closeExpiredInvitations(
  db: Queryable,
  fromAccountId: string,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE account_sharing SET status = 'revoked', revoked_at = $2
     WHERE from_account_id = $1 AND status = 'pending' AND expires_at <= $2`,
    [fromAccountId, now],
  );
}

/** Pending and active sharings an account has given. */
export async function countOpenSharings(db: Queryable, fromAccountId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*) AS count FROM account_sharing
     WHERE from_account_id = $1 AND status IN ('pending', 'active')`,
    [fromAccountId],
  );
  return Number(rows[0]?.count ?? 0);
}

/** Creates a pending invitation; a unique violation means one is already open for that e-mail. */
export async function insertInvitation(
  db: Queryable,
  input: { id?: string; fromAccountId: string; email: string; now: Date; expiresAt: Date },
): Promise<Sharing> {
  const { rows } = await db.query<SharingRow>(
    `INSERT INTO account_sharing (id, from_account_id, invitee_email, invitee_email_normalized,
       status, created_at, expires_at)
     VALUES ($1, $2, $3, $4, 'pending', $5, $6)
     RETURNING ${COLUMNS}`,
    [
      input.id ?? randomUUID(),
      input.fromAccountId,
      input.email.trim(),
      normalizeEmail(input.email),
      input.now,
      input.expiresAt,
    ],
  );
  return toSharing(rows[0] as SharingRow);
}

/** Demo data: an active sharing with a fixed id, left alone when it exists (even revoked). */
export async function insertActiveSharingIfAbsent(
  db: Queryable,
  input: { id: string; fromAccountId: string; toAccountId: string; email: string; now: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO account_sharing (id, from_account_id, invitee_email, invitee_email_normalized,
       to_account_id, status, created_at, expires_at, accepted_at)
     VALUES ($1, $2, $3, $4, $5, 'active', $6, $6, $6)
     ON CONFLICT DO NOTHING`,
    [
      input.id,
      input.fromAccountId,
      input.email,
      normalizeEmail(input.email),
      input.toAccountId,
      input.now,
    ],
  );
}

/**
 * Turns a pending invitation into an active sharing with this account. Conditional on the row
 * still being pending and unexpired, so a revoked or expired invitation cannot be accepted.
 */
export async function activateInvitation(
  db: Queryable,
  id: string,
  toAccountId: string,
  now: Date,
): Promise<Sharing | null> {
  const { rows } = await db.query<SharingRow>(
    `UPDATE account_sharing SET status = 'active', to_account_id = $2, accepted_at = $3
     WHERE id = $1 AND status = 'pending' AND expires_at > $3
     RETURNING ${COLUMNS}`,
    [id, toAccountId, now],
  );
  return rows[0] ? toSharing(rows[0]) : null;
}

export async function hasActiveSharing(
  db: Queryable,
  fromAccountId: string,
  toAccountId: string,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM account_sharing
     WHERE from_account_id = $1 AND to_account_id = $2 AND status = 'active'`,
    [fromAccountId, toAccountId],
  );
  return rows.length > 0;
}

export async function revokeSharing(
  db: Queryable,
  id: string,
  byAccountId: string,
  now: Date,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE account_sharing SET status = 'revoked', revoked_at = $3, revoked_by_account_id = $2
     WHERE id = $1 AND status IN ('pending', 'active')`,
    [id, byAccountId, now],
  );
  return rowCount === 1;
}

/** Invitations and sharings an account has given, newest first (closed ones left out). */
export async function listSentSharings(
  db: Queryable,
  fromAccountId: string,
  now: Date,
): Promise<Sharing[]> {
  const { rows } = await db.query<SharingRow>(
    `SELECT ${COLUMNS} FROM account_sharing
     WHERE from_account_id = $1
       AND (status = 'active' OR (status = 'pending' AND expires_at > $2))
     ORDER BY created_at DESC, id`,
    [fromAccountId, now],
  );
  return rows.map(toSharing);
}

/**
 * Sharings an account receives (active, to it) and invitations addressed to its verified e-mail
 * (pending, unexpired), newest first.
 */
export async function listReceivedSharings(
  db: Queryable,
  input: { accountId: string; verifiedEmail: string | null; now: Date },
): Promise<Sharing[]> {
  const { rows } = await db.query<SharingRow>(
    `SELECT ${COLUMNS} FROM account_sharing
     WHERE (status = 'active' AND to_account_id = $1)
        OR (status = 'pending' AND $2::text IS NOT NULL AND invitee_email_normalized = $2
            AND expires_at > $3 AND from_account_id <> $1)
     ORDER BY created_at DESC, id`,
    [
      input.accountId,
      input.verifiedEmail === null ? null : normalizeEmail(input.verifiedEmail),
      input.now,
    ],
  );
  return rows.map(toSharing);
}

interface SharedProfileRow {
  sharing_id: string;
  id: string;
  name: string;
  kana: string;
  gender: Gender;
  birth_date: string | null;
}

export interface SharedProfile {
  sharingId: string;
  profile: AccountProfile;
}

/** The accounts that actively share their notebook with this account. */
export async function listSharersOf(db: Queryable, accountId: string): Promise<SharedProfile[]> {
  const { rows } = await db.query<SharedProfileRow>(
    `SELECT s.id AS sharing_id, a.id, a.name, a.kana, a.gender, a.birth_date
     FROM account_sharing s JOIN accounts a ON a.id = s.from_account_id
     WHERE s.to_account_id = $1 AND s.status = 'active' AND a.deleted_at IS NULL
     ORDER BY s.accepted_at, s.id`,
    [accountId],
  );
  return rows.map((row) => ({ sharingId: row.sharing_id, profile: toProfile(row) }));
}

/** The family members of those accounts (familySharing). */
export async function listFamilyOfSharersOf(
  db: Queryable,
  accountId: string,
): Promise<SharedProfile[]> {
  const { rows } = await db.query<SharedProfileRow>(
    `SELECT s.id AS sharing_id, m.id, m.name, m.kana, m.gender, m.birth_date
     FROM account_sharing s
     JOIN accounts owner ON owner.id = s.from_account_id AND owner.deleted_at IS NULL
     JOIN accounts m ON m.owner_account_id = owner.id AND m.deleted_at IS NULL
     WHERE s.to_account_id = $1 AND s.status = 'active'
     ORDER BY s.accepted_at, s.id, m.created_at, m.id`,
    [accountId],
  );
  return rows.map((row) => ({ sharingId: row.sharing_id, profile: toProfile(row) }));
}
