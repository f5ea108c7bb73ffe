import type { Queryable } from '../../db/types';
import { SIGN_IN_FAILURE_LIMIT, SIGN_IN_FAILURE_WINDOW_MS, SIGN_IN_LOCKOUT_MS } from './constants';

/**
 * Lock-out after repeated failures: SIGN_IN_FAILURE_LIMIT failed sign-ins (wrong password or
 * wrong MFA code) within SIGN_IN_FAILURE_WINDOW_MS lock the user's sign-in for
 * SIGN_IN_LOCKOUT_MS, during which even the right password is refused with
 * 'Password attempts exceeded'. Kept in the database so every api instance sees the same count.
 */
export async function isSignInLocked(db: Queryable, userId: string, now: Date): Promise<boolean> {
  const { rows } = await db.query<{ locked_until: Date | null }>(
    'SELECT locked_until FROM identity_sign_in_throttle WHERE user_id = $1',
    [userId],
  );
  const lockedUntil = rows[0]?.locked_until;
  return lockedUntil !== undefined && lockedUntil !== null && lockedUntil > now;
}

export async function recordSignInFailure(db: Queryable, userId: string, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - SIGN_IN_FAILURE_WINDOW_MS);
  const lockedUntil = new Date(now.getTime() + SIGN_IN_LOCKOUT_MS);
  // One statement, so concurrent failures all count.
  await db.query(
    `INSERT INTO identity_sign_in_throttle AS t (user_id, failed_attempts, window_started_at)
     VALUES ($1, 1, $2)
     ON CONFLICT (user_id) DO UPDATE SET
       failed_attempts = CASE WHEN t.window_started_at <= $3 THEN 1 ELSE t.failed_attempts + 1 END,
       window_started_at = CASE WHEN t.window_started_at <= $3 THEN $2 ELSE t.window_started_at END,
       locked_until = CASE
         WHEN t.window_started_at > $3 AND t.failed_attempts + 1 >= $4 THEN $5
         ELSE t.locked_until END`,
    [userId, now, windowStart, SIGN_IN_FAILURE_LIMIT, lockedUntil],
  );
}

export async function clearSignInFailures(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM identity_sign_in_throttle WHERE user_id = $1', [userId]);
}
