import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/types';
import { hitCounter } from '../../http/rate-limit/counters';
import type { IdentityContext } from './context';
import { CODE_MAX_ATTEMPTS, CODE_SEND_LIMIT, CODE_SEND_WINDOW_MS, DAY_MS } from './constants';
import { attemptLimitExceeded, codeMismatch, expiredCode } from './errors';
import type { KeyedHasher } from './secrets';
import { randomSixDigitCode } from './secrets';

/** What an e-mailed or texted code proves. */
export type CodePurpose =
  'confirm_sign_up' | 'reset_password' | 'verify_email' | 'verify_phone_number';

interface CodeRow {
  id: string;
  code_hash: string;
}

function codeHash(hasher: KeyedHasher, userId: string, purpose: CodePurpose, code: string): string {
  return hasher.hash(`one-time-code:${purpose}`, `${userId}:${code}`);
}

/**
 * Creates a new 6-digit code for one user and purpose and returns it (for delivery only; the
 * table keeps a keyed hash). Earlier codes for the same purpose stop working. At most
 * CODE_SEND_LIMIT codes per purpose and hour, so the endpoint cannot be used to flood a mailbox.
 */
export async function issueOneTimeCode(
  db: Queryable,
  hasher: KeyedHasher,
  input: { userId: string; purpose: CodePurpose; lifetimeMs: number; now: Date },
): Promise<string> {
  const { userId, purpose, now } = input;
  const { rows } = await db.query<{ sent: number }>(
    `SELECT count(*) AS sent FROM identity_one_time_codes
     WHERE user_id = $1 AND purpose = $2 AND created_at > $3`,
    [userId, purpose, new Date(now.getTime() - CODE_SEND_WINDOW_MS)],
  );
  if (Number(rows[0]?.sent ?? 0) >= CODE_SEND_LIMIT) throw attemptLimitExceeded();

  await db.query(`DELETE FROM identity_one_time_codes WHERE user_id = $1 AND created_at < $2`, [
    userId,
    new Date(now.getTime() - 2 * DAY_MS),
  ]);
  await db.query(
    `UPDATE identity_one_time_codes SET consumed_at = $3
     WHERE user_id = $1 AND purpose = $2 AND consumed_at IS NULL`,
    [userId, purpose, now],
  );
  const code = randomSixDigitCode();
  await db.query(
    `INSERT INTO identity_one_time_codes (id, user_id, purpose, code_hash, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      randomUUID(),
      userId,
      purpose,
      codeHash(hasher, userId, purpose, code),
      new Date(now.getTime() + input.lifetimeMs),
      now,
    ],
  );
  return code;
}

/**
 * Counts a request for a code by the name typed, whether or not it has an account, and refuses
 * the one beyond CODE_SEND_LIMIT within the window: the limit then answers alike for known and
 * unknown addresses. The name is kept as a keyed hash only.
 */
export async function countCodeRequest(
  context: Pick<IdentityContext, 'db' | 'hasher' | 'now'>,
  purpose: string,
  signInName: string,
): Promise<void> {
  const nameHash = context.hasher.hash('code-request', signInName.trim().toLowerCase());
  const { hits } = await hitCounter(
    context.db,
    `identity:${purpose}:${nameHash}`,
    CODE_SEND_WINDOW_MS,
    context.now(),
  );
  if (hits > CODE_SEND_LIMIT) throw attemptLimitExceeded();
}

/**
 * Accepts a code once. Every guess is counted before it is checked (so parallel guesses cannot
 * exceed the limit); after CODE_MAX_ATTEMPTS guesses, or after expiry, the code is dead and a new
 * one must be requested.
 */
export async function redeemOneTimeCode(
  db: Queryable,
  hasher: KeyedHasher,
  input: { userId: string; purpose: CodePurpose; code: string; now: Date },
): Promise<void> {
  const { userId, purpose, code, now } = input;
  const { rows } = await db.query<CodeRow>(
    `UPDATE identity_one_time_codes SET attempts = attempts + 1
     WHERE id = (SELECT id FROM identity_one_time_codes
                 WHERE user_id = $1 AND purpose = $2 AND consumed_at IS NULL
                 ORDER BY created_at DESC LIMIT 1)
       AND consumed_at IS NULL AND attempts < $3 AND expires_at > $4
     RETURNING id, code_hash`,
    [userId, purpose, CODE_MAX_ATTEMPTS, now],
  );
  const row = rows[0];
  if (!row) throw expiredCode();
  const expected = Buffer.from(row.code_hash, 'hex');
  const received = Buffer.from(codeHash(hasher, userId, purpose, code.trim()), 'hex');
  if (!timingSafeEqual(expected, received)) throw codeMismatch();
  const consumed = await db.query(
    'UPDATE identity_one_time_codes SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL',
    [row.id, now],
  );
  // A concurrent request used it first.
  if (consumed.rowCount !== 1) throw expiredCode();
}
