import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types';
import { normalizeEmail } from './email-address';
import type { PasswordVerifier } from './srp';

export type UserStatus =
  'UNCONFIRMED' | 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD' | 'RESET_REQUIRED' | 'EXTERNAL_PROVIDER';
export type UserKind = 'native' | 'federated';
export type MfaType = 'SMS_MFA' | 'SOFTWARE_TOKEN_MFA';

export interface IdentityUser {
  /** The "sub" claim. */
  id: string;
  /** The "cognito:username" claim; the SRP identity of password users. */
  username: string;
  kind: UserKind;
  status: UserStatus;
  enabled: boolean;
  email: string | null;
  emailVerified: boolean;
  phoneNumber: string | null;
  phoneNumberVerified: boolean;
  /** Other standard and custom attributes. */
  attributes: Record<string, string>;
  /** Salt and SRP verifier; null for users who sign in only through Google / Apple. */
  passwordVerifier: PasswordVerifier | null;
  temporaryPasswordExpiresAt: Date | null;
  totpSecret: string | null;
  totpPendingSecret: string | null;
  totpLastUsedStep: number | null;
  totpEnabled: boolean;
  smsMfaEnabled: boolean;
  preferredMfa: MfaType | null;
  createdAt: Date;
  updatedAt: Date;
}

interface UserRow {
  id: string;
  username: string;
  kind: UserKind;
  status: UserStatus;
  enabled: boolean;
  email: string | null;
  email_verified: boolean;
  phone_number: string | null;
  phone_number_verified: boolean;
  attributes: Record<string, string>;
  srp_salt: string | null;
  srp_verifier: string | null;
  temporary_password_expires_at: Date | null;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_used_step: number | null;
  totp_enabled: boolean;
  sms_mfa_enabled: boolean;
  preferred_mfa: MfaType | null;
  created_at: Date;
  updated_at: Date;
}

const USER_COLUMNS = `id, username, kind, status, enabled, email, email_verified, phone_number,
  phone_number_verified, attributes, srp_salt, srp_verifier, temporary_password_expires_at,
  totp_secret, totp_pending_secret, totp_last_used_step, totp_enabled, sms_mfa_enabled,
  preferred_mfa, created_at, updated_at`;

function toUser(row: UserRow): IdentityUser {
  return {
    id: row.id,
    username: row.username,
    kind: row.kind,
    status: row.status,
    enabled: row.enabled,
    email: row.email,
    emailVerified: row.email_verified,
    phoneNumber: row.phone_number,
    phoneNumberVerified: row.phone_number_verified,
    attributes: row.attributes,
    passwordVerifier:
      row.srp_salt && row.srp_verifier
        ? { saltHex: row.srp_salt, verifierHex: row.srp_verifier }
        : null,
    temporaryPasswordExpiresAt: row.temporary_password_expires_at,
    totpSecret: row.totp_secret,
    totpPendingSecret: row.totp_pending_secret,
    totpLastUsedStep: row.totp_last_used_step === null ? null : Number(row.totp_last_used_step),
    totpEnabled: row.totp_enabled,
    smsMfaEnabled: row.sms_mfa_enabled,
    preferredMfa: row.preferred_mfa,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function findUserById(db: Queryable, id: string): Promise<IdentityUser | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const { rows } = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM identity_users WHERE id = $1`,
    [id],
  );
  return rows[0] ? toUser(rows[0]) : null;
}

/**
 * The user a sign-in name refers to: the user name itself (case-insensitive), else the e-mail
 * of a password user (e-mail is the sign-in name of this pool).
 */
export async function findUserBySignInName(
  db: Queryable,
  name: string,
): Promise<IdentityUser | null> {
  const { rows } = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM identity_users
     WHERE lower(username) = lower($1) OR (kind = 'native' AND email_normalized = $2)
     ORDER BY (lower(username) = lower($1)) DESC
     LIMIT 1`,
    [name, normalizeEmail(name)],
  );
  return rows[0] ? toUser(rows[0]) : null;
}

export async function findUserByEmail(
  db: Queryable,
  kind: UserKind,
  email: string,
): Promise<IdentityUser | null> {
  const { rows } = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM identity_users WHERE kind = $1 AND email_normalized = $2`,
    [kind, normalizeEmail(email)],
  );
  return rows[0] ? toUser(rows[0]) : null;
}

export interface NewUser {
  id?: string;
  /** Defaults to the id (password users of an e-mail pool have a generated user name). */
  username?: string;
  kind: UserKind;
  status: UserStatus;
  email: string | null;
  emailVerified: boolean;
  phoneNumber?: string | null;
  phoneNumberVerified?: boolean;
  attributes?: Record<string, string>;
  passwordVerifier: PasswordVerifier | null;
  temporaryPasswordExpiresAt?: Date | null;
  now: Date;
}

/** Inserts a user; a clash on user name or e-mail raises a unique violation (isUniqueViolation). */
export async function insertUser(db: Queryable, user: NewUser): Promise<IdentityUser> {
  const id = user.id ?? randomUUID();
  const { rows } = await db.query<UserRow>(
    `INSERT INTO identity_users (id, username, kind, status, email, email_normalized,
       email_verified, phone_number, phone_number_verified, attributes, srp_salt, srp_verifier,
       temporary_password_expires_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13, $14, $14)
     RETURNING ${USER_COLUMNS}`,
    [
      id,
      user.username ?? id,
      user.kind,
      user.status,
      user.email,
      user.email === null ? null : normalizeEmail(user.email),
      user.emailVerified,
      user.phoneNumber ?? null,
      user.phoneNumberVerified ?? false,
      JSON.stringify(user.attributes ?? {}),
      user.passwordVerifier?.saltHex ?? null,
      user.passwordVerifier?.verifierHex ?? null,
      user.temporaryPasswordExpiresAt ?? null,
      user.now,
    ],
  );
  return toUser(rows[0] as UserRow);
}

/** Fields that may change after creation, mapped to their columns (a fixed list, never input). */
export interface UserChanges {
  status?: UserStatus;
  enabled?: boolean;
  email?: string | null;
  emailVerified?: boolean;
  phoneNumber?: string | null;
  phoneNumberVerified?: boolean;
  attributes?: Record<string, string>;
  passwordVerifier?: PasswordVerifier | null;
  temporaryPasswordExpiresAt?: Date | null;
  totpSecret?: string | null;
  totpPendingSecret?: string | null;
  totpEnabled?: boolean;
  smsMfaEnabled?: boolean;
  preferredMfa?: MfaType | null;
}

export async function updateUser(
  db: Queryable,
  id: string,
  changes: UserChanges,
  now: Date,
): Promise<IdentityUser | null> {
  const assignments: string[] = [];
  const params: unknown[] = [id, now];
  const set = (column: string, value: unknown, cast = ''): void => {
    params.push(value);
    assignments.push(`${column} = $${params.length}${cast}`);
  };
  if (changes.status !== undefined) set('status', changes.status);
  if (changes.enabled !== undefined) set('enabled', changes.enabled);
  if (changes.email !== undefined) {
    set('email', changes.email);
    set('email_normalized', changes.email === null ? null : normalizeEmail(changes.email));
  }
  if (changes.emailVerified !== undefined) set('email_verified', changes.emailVerified);
  if (changes.phoneNumber !== undefined) set('phone_number', changes.phoneNumber);
  if (changes.phoneNumberVerified !== undefined) {
    set('phone_number_verified', changes.phoneNumberVerified);
  }
  if (changes.attributes !== undefined) {
    set('attributes', JSON.stringify(changes.attributes), '::jsonb');
  }
  if (changes.passwordVerifier !== undefined) {
    set('srp_salt', changes.passwordVerifier?.saltHex ?? null);
    set('srp_verifier', changes.passwordVerifier?.verifierHex ?? null);
  }
  if (changes.temporaryPasswordExpiresAt !== undefined) {
    set('temporary_password_expires_at', changes.temporaryPasswordExpiresAt);
  }
  if (changes.totpSecret !== undefined) set('totp_secret', changes.totpSecret);
  if (changes.totpPendingSecret !== undefined)
    set('totp_pending_secret', changes.totpPendingSecret);
  if (changes.totpEnabled !== undefined) set('totp_enabled', changes.totpEnabled);
  if (changes.smsMfaEnabled !== undefined) set('sms_mfa_enabled', changes.smsMfaEnabled);
  if (changes.preferredMfa !== undefined) set('preferred_mfa', changes.preferredMfa);
  const { rows } = await db.query<UserRow>(
    `UPDATE identity_users SET ${[...assignments, 'updated_at = $2'].join(', ')}
     WHERE id = $1 RETURNING ${USER_COLUMNS}`,
    params,
  );
  return rows[0] ? toUser(rows[0]) : null;
}

/**
 * Records the time step of an accepted authenticator code. Succeeds only for a step later than
 * the last accepted one, so a code cannot be replayed (even by two requests racing).
 */
export async function claimTotpStep(db: Queryable, id: string, step: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE identity_users SET totp_last_used_step = $2
     WHERE id = $1 AND (totp_last_used_step IS NULL OR totp_last_used_step < $2)`,
    [id, step],
  );
  return rowCount === 1;
}

export async function deleteUser(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM identity_users WHERE id = $1', [id]);
}
