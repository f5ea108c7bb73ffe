import type { Queryable } from '../../../db';
import { EXPIRED_ROW_RETENTION_MS, REGISTRATION_TOKEN_LIFETIME_MS } from '../constants';
import { authCodeOf, randomHandle, sha256Hex } from '../hashing';

/** Issues a registration token; only SHA-256(authCode) of it is stored. */
export async function issueRegistrationToken(db: Queryable, now: Date): Promise<string> {
  const token = randomHandle();
  await db.query(
    `INSERT INTO central_registration_tokens (auth_code_hash, expires_at, created_at)
     VALUES ($1, $2, $3)`,
    [sha256Hex(authCodeOf(token)), new Date(now.getTime() + REGISTRATION_TOKEN_LIFETIME_MS), now],
  );
  await db.query('DELETE FROM central_registration_tokens WHERE expires_at < $1', [
    new Date(now.getTime() - EXPIRED_ROW_RETENTION_MS),
  ]);
  return token;
}

/**
 * Marks the token behind an authCode as used. Security: succeeds once only for a token that was
 * issued here, is unexpired and unused; two requests racing with the same authCode cannot both
 * succeed, because the update is conditional on used_at being empty.
 */
export async function redeemAuthCode(db: Queryable, authCode: string, now: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE central_registration_tokens SET used_at = $2
     WHERE auth_code_hash = $1 AND used_at IS NULL AND expires_at > $2`,
    [sha256Hex(authCode), now],
  );
  return rowCount === 1;
}
