import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../../db';
import { LEGACY_SESSION_LIFETIME_MS } from '../constants';

const sessionHash = (sessionId: string): string =>
  createHash('sha256').update(sessionId, 'utf8').digest('hex');

export interface LegacySession {
  callerAccountId: string;
  targetAccountId: string;
  deviceCategory: number;
  expiresAt: Date;
}

/** Opens a session of caller acting for target; only the hash of the session id is stored. */
export async function openLegacySession(
  db: Queryable,
  input: { callerAccountId: string; targetAccountId: string; deviceCategory: number; now: Date },
): Promise<{ sessionId: string; expiresAt: Date }> {
  const sessionId = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + LEGACY_SESSION_LIFETIME_MS);
  await db.query(
    `INSERT INTO legacy_sessions (session_hash, caller_account_id, target_account_id,
       device_category, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      sessionHash(sessionId),
      input.callerAccountId,
      input.targetAccountId,
      input.deviceCategory,
      expiresAt,
      input.now,
    ],
  );
  await db.query('DELETE FROM legacy_sessions WHERE expires_at < $1', [input.now]);
  return { sessionId, expiresAt };
}

/** The unexpired session behind a session id, for areas that accept it. */
export async function findLegacySession(
  db: Queryable,
  sessionId: string,
  now: Date = new Date(),
): Promise<LegacySession | null> {
  const { rows } = await db.query<{
    caller_account_id: string;
    target_account_id: string;
    device_category: number;
    expires_at: Date;
  }>(
    `SELECT caller_account_id, target_account_id, device_category, expires_at
     FROM legacy_sessions WHERE session_hash = $1 AND expires_at > $2`,
    [sessionHash(sessionId), now],
  );
  const row = rows[0];
  return row
    ? {
        callerAccountId: row.caller_account_id,
        targetAccountId: row.target_account_id,
        deviceCategory: row.device_category,
        expiresAt: row.expires_at,
      }
    : null;
}
