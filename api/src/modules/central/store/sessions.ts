import type { Queryable } from '../../../db';
import { CENTRAL_SESSION_LIFETIME_MS, EXPIRED_ROW_RETENTION_MS } from '../constants';
import { randomHandle, sha256Hex } from '../hashing';

export interface CentralSession {
  idm: string;
  did: string;
}

/** Opens a session for a device that passed /personal/enter; only its hash is stored. */
export async function openCentralSession(
  db: Queryable,
  device: CentralSession,
  now: Date,
): Promise<{ session: string; expiresInSeconds: number }> {
  const session = randomHandle();
  await db.query(
    `INSERT INTO central_sessions (session_hash, idm, did, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      sha256Hex(session),
      device.idm,
      device.did,
      new Date(now.getTime() + CENTRAL_SESSION_LIFETIME_MS),
      now,
    ],
  );
  await db.query('DELETE FROM central_sessions WHERE expires_at < $1', [
    new Date(now.getTime() - EXPIRED_ROW_RETENTION_MS),
  ]);
  return { session, expiresInSeconds: Math.floor(CENTRAL_SESSION_LIFETIME_MS / 1000) };
}

/** The device an unexpired session belongs to, or null. */
export async function findCentralSession(
  db: Queryable,
  session: string,
  now: Date,
): Promise<CentralSession | null> {
  const { rows } = await db.query<CentralSession>(
    'SELECT idm, did FROM central_sessions WHERE session_hash = $1 AND expires_at > $2',
    [sha256Hex(session), now],
  );
  return rows[0] ?? null;
}
