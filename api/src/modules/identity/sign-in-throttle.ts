import type { Queryable } from '../../db/types';
import {
  SIGN_IN_FAILURE_LIMIT,
  SIGN_IN_FAILURE_WINDOW_MS,
  SIGN_IN_LOCKOUT_MS,
  SIGN_IN_SOURCE_FAILURE_LIMIT,
} from './constants';

/**
 * Lock-out after repeated failures, kept in the database so every api instance sees the same
 * count. Failures are counted per subject AND source (the client address):
 *  - SIGN_IN_FAILURE_LIMIT failures of one subject from one source within the window lock that
 *    pair for SIGN_IN_LOCKOUT_MS. Security: someone else hammering an e-mail from their own
 *    address never locks its owner out of their own sign-in from elsewhere.
 *  - SIGN_IN_SOURCE_FAILURE_LIMIT failures from one source over all subjects lock that source.
 * A subject is the user's id, or for a name without an account the name itself, so that an
 * unknown e-mail locks exactly like a known one and the lock reveals nothing.
 */
export interface SignInAttempt {
  subject: string;
  source: string | null;
}

/** The per-source total is kept under the empty subject. */
const ANY_SUBJECT = '';

export const subjectOfUnknownName = (signInName: string): string =>
  `name:${signInName.trim().toLowerCase()}`;

const sourceOf = (attempt: SignInAttempt): string => attempt.source ?? 'unknown';

export async function isSignInLocked(
  db: Queryable,
  attempt: SignInAttempt,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.query<{ locked: boolean }>(
    `SELECT 1 AS locked FROM identity_sign_in_failures
     WHERE source = $1 AND subject IN ($2, $3) AND locked_until > $4 LIMIT 1`,
    [sourceOf(attempt), attempt.subject, ANY_SUBJECT, now],
  );
  return rows.length > 0;
}

async function countFailure(
  db: Queryable,
  subject: string,
  source: string,
  limit: number,
  now: Date,
): Promise<void> {
  const windowStart = new Date(now.getTime() - SIGN_IN_FAILURE_WINDOW_MS);
  const lockedUntil = new Date(now.getTime() + SIGN_IN_LOCKOUT_MS);
  // One statement, so concurrent failures all count.
  await db.query(
    `INSERT INTO identity_sign_in_failures AS t (subject, source, failed_attempts, window_started_at)
     VALUES ($1, $2, 1, $3)
     ON CONFLICT (subject, source) DO UPDATE SET
       failed_attempts = CASE WHEN t.window_started_at <= $4 THEN 1 ELSE t.failed_attempts + 1 END,
       window_started_at = CASE WHEN t.window_started_at <= $4 THEN $3 ELSE t.window_started_at END,
       locked_until = CASE
         WHEN t.window_started_at > $4 AND t.failed_attempts + 1 >= $5 THEN $6
         ELSE t.locked_until END`,
    [subject, source, now, windowStart, limit, lockedUntil],
  );
}

export async function recordSignInFailure(
  db: Queryable,
  attempt: SignInAttempt,
  now: Date,
): Promise<void> {
  const source = sourceOf(attempt);
  await countFailure(db, attempt.subject, source, SIGN_IN_FAILURE_LIMIT, now);
  await countFailure(db, ANY_SUBJECT, source, SIGN_IN_SOURCE_FAILURE_LIMIT, now);
}

/** After a successful sign-in from a source: that pair starts afresh. */
export async function clearSignInFailures(db: Queryable, attempt: SignInAttempt): Promise<void> {
  await db.query('DELETE FROM identity_sign_in_failures WHERE subject = $1 AND source = $2', [
    attempt.subject,
    sourceOf(attempt),
  ]);
}

/** After a password reset (proof of the mailbox): every lock of that subject is lifted. */
export async function clearAllSignInFailuresOf(db: Queryable, subject: string): Promise<void> {
  await db.query('DELETE FROM identity_sign_in_failures WHERE subject = $1', [subject]);
}
