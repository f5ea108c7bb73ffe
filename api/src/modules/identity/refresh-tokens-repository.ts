import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types';
import { DAY_MS, REFRESH_TOKEN_LIFETIME_MS } from './constants';
import type { KeyedHasher } from './secrets';
import { randomToken } from './secrets';

/**
 * Refresh tokens are opaque random strings; the table keeps only a keyed hash. The row id is the
 * origin_jti of every id and access token issued from it, so revoking the row (RevokeToken,
 * GlobalSignOut, DeleteUser) also ends those access tokens.
 */
export interface RefreshTokenRecord {
  id: string;
  userId: string;
  clientId: string;
  scope: string;
  deviceKey: string | null;
  identityProvider: string | null;
  authTime: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

interface RefreshTokenRow {
  id: string;
  user_id: string;
  client_id: string;
  scope: string;
  device_key: string | null;
  identity_provider: string | null;
  auth_time: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

const COLUMNS =
  'id, user_id, client_id, scope, device_key, identity_provider, auth_time, expires_at, revoked_at';

function toRecord(row: RefreshTokenRow): RefreshTokenRecord {
  return {
    id: row.id,
    userId: row.user_id,
    clientId: row.client_id,
    scope: row.scope,
    deviceKey: row.device_key,
    identityProvider: row.identity_provider,
    authTime: row.auth_time,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
  };
}

const tokenHash = (hasher: KeyedHasher, token: string): string =>
  hasher.hash('refresh-token', token);

export async function createRefreshToken(
  db: Queryable,
  hasher: KeyedHasher,
  input: {
    userId: string;
    clientId: string;
    scope: string;
    deviceKey: string | null;
    identityProvider: string | null;
    authTime: Date;
    now: Date;
  },
): Promise<{ token: string; record: RefreshTokenRecord }> {
  const token = randomToken(64);
  // Housekeeping: rows of this user's sessions that ended more than a day ago.
  await db.query(
    `DELETE FROM identity_refresh_tokens
     WHERE user_id = $1 AND (expires_at < $2 OR revoked_at < $2)`,
    [input.userId, new Date(input.now.getTime() - DAY_MS)],
  );
  const { rows } = await db.query<RefreshTokenRow>(
    `INSERT INTO identity_refresh_tokens (id, token_hash, user_id, client_id, scope, device_key,
       identity_provider, auth_time, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     RETURNING ${COLUMNS}`,
    [
      randomUUID(),
      tokenHash(hasher, token),
      input.userId,
      input.clientId,
      input.scope,
      input.deviceKey,
      input.identityProvider,
      input.authTime,
      new Date(input.now.getTime() + REFRESH_TOKEN_LIFETIME_MS),
      input.now,
    ],
  );
  return { token, record: toRecord(rows[0] as RefreshTokenRow) };
}

export async function findRefreshToken(
  db: Queryable,
  hasher: KeyedHasher,
  token: string,
): Promise<RefreshTokenRecord | null> {
  const { rows } = await db.query<RefreshTokenRow>(
    `SELECT ${COLUMNS} FROM identity_refresh_tokens WHERE token_hash = $1`,
    [tokenHash(hasher, token)],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/** True when tokens issued under this origin_jti must no longer be accepted. */
export async function isOriginRevoked(db: Queryable, originJti: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(originJti)) return true;
  const { rows } = await db.query<{ revoked_at: Date | null }>(
    'SELECT revoked_at FROM identity_refresh_tokens WHERE id = $1',
    [originJti],
  );
  const row = rows[0];
  return !row || row.revoked_at !== null;
}

export async function revokeRefreshToken(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query(
    'UPDATE identity_refresh_tokens SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL',
    [id, now],
  );
}

export async function revokeAllRefreshTokens(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<void> {
  await db.query(
    'UPDATE identity_refresh_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL',
    [userId, now],
  );
}
