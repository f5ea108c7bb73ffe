import type { Queryable } from '../../db/types';
import { DAY_MS } from './constants';
import type { KeyedHasher } from './secrets';
import { randomToken } from './secrets';

/** A validated /oauth2/authorize request waiting for the tester on the stand-in page. */
export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  scope: string;
  state: string | null;
  nonce: string | null;
  identityProvider: string;
  codeChallenge: string | null;
  codeChallengeMethod: string | null;
}

interface RequestRow {
  client_id: string;
  redirect_uri: string;
  scope: string;
  state: string | null;
  nonce: string | null;
  identity_provider: string;
  code_challenge: string | null;
  code_challenge_method: string | null;
}

const toRequest = (row: RequestRow): AuthorizationRequest => ({
  clientId: row.client_id,
  redirectUri: row.redirect_uri,
  scope: row.scope,
  state: row.state,
  nonce: row.nonce,
  identityProvider: row.identity_provider,
  codeChallenge: row.code_challenge,
  codeChallengeMethod: row.code_challenge_method,
});

const REQUEST_COLUMNS = `client_id, redirect_uri, scope, state, nonce, identity_provider,
  code_challenge, code_challenge_method`;

/**
 * Stores the request and returns the opaque id the page posts back. Security: the POST carries
 * only this id and the e-mail, so client, redirect URI, scope and PKCE challenge cannot be
 * altered between the validated GET and the redirect.
 */
export async function saveAuthorizationRequest(
  db: Queryable,
  hasher: KeyedHasher,
  request: AuthorizationRequest,
  now: Date,
  lifetimeMs: number,
): Promise<string> {
  const id = randomToken(32);
  await db.query('DELETE FROM identity_authorization_requests WHERE expires_at < $1', [
    new Date(now.getTime() - DAY_MS),
  ]);
  await db.query(
    `INSERT INTO identity_authorization_requests (id_hash, ${REQUEST_COLUMNS}, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      hasher.hash('authorization-request', id),
      request.clientId,
      request.redirectUri,
      request.scope,
      request.state,
      request.nonce,
      request.identityProvider,
      request.codeChallenge,
      request.codeChallengeMethod,
      new Date(now.getTime() + lifetimeMs),
      now,
    ],
  );
  return id;
}

export async function findOpenAuthorizationRequest(
  db: Queryable,
  hasher: KeyedHasher,
  id: string,
  now: Date,
): Promise<AuthorizationRequest | null> {
  const { rows } = await db.query<RequestRow>(
    `SELECT ${REQUEST_COLUMNS} FROM identity_authorization_requests
     WHERE id_hash = $1 AND consumed_at IS NULL AND expires_at > $2`,
    [hasher.hash('authorization-request', id), now],
  );
  return rows[0] ? toRequest(rows[0]) : null;
}

export async function consumeAuthorizationRequest(
  db: Queryable,
  hasher: KeyedHasher,
  id: string,
  now: Date,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE identity_authorization_requests SET consumed_at = $2
     WHERE id_hash = $1 AND consumed_at IS NULL AND expires_at > $2`,
    [hasher.hash('authorization-request', id), now],
  );
  return rowCount === 1;
}

/** An issued authorization code as the token endpoint sees it. */
export interface AuthorizationCode extends AuthorizationRequest {
  userId: string;
  authTime: Date;
  expiresAt: Date;
}

export async function saveAuthorizationCode(
  db: Queryable,
  hasher: KeyedHasher,
  input: { request: AuthorizationRequest; userId: string; now: Date; lifetimeMs: number },
): Promise<string> {
  const code = randomToken(32);
  const { request, now } = input;
  await db.query('DELETE FROM identity_authorization_codes WHERE expires_at < $1', [
    new Date(now.getTime() - DAY_MS),
  ]);
  await db.query(
    `INSERT INTO identity_authorization_codes (code_hash, user_id, client_id, redirect_uri, scope,
       nonce, identity_provider, code_challenge, code_challenge_method, auth_time, expires_at,
       created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $10)`,
    [
      hasher.hash('authorization-code', code),
      input.userId,
      request.clientId,
      request.redirectUri,
      request.scope,
      request.nonce,
      request.identityProvider,
      request.codeChallenge,
      request.codeChallengeMethod,
      now,
      new Date(now.getTime() + input.lifetimeMs),
    ],
  );
  return code;
}

interface CodeRow extends Omit<RequestRow, 'state'> {
  user_id: string;
  auth_time: Date;
  expires_at: Date;
}

export type CodeRedemption =
  | { outcome: 'redeemed'; code: AuthorizationCode }
  /** Already used: the tokens it produced were revoked (see markCodeTokens). */
  | { outcome: 'replayed' }
  | { outcome: 'unknown' };

/**
 * Redeems a code exactly once (one UPDATE decides between racing requests). A second use
 * revokes the refresh token the first use produced, as RFC 6749 section 4.1.2 advises: a
 * replayed code suggests it leaked.
 */
export async function redeemAuthorizationCode(
  db: Queryable,
  hasher: KeyedHasher,
  code: string,
  now: Date,
): Promise<CodeRedemption> {
  const codeHash = hasher.hash('authorization-code', code);
  const { rows } = await db.query<CodeRow>(
    `UPDATE identity_authorization_codes SET consumed_at = $2
     WHERE code_hash = $1 AND consumed_at IS NULL AND expires_at > $2
     RETURNING user_id, auth_time, expires_at, client_id, redirect_uri, scope, nonce,
       identity_provider, code_challenge, code_challenge_method`,
    [codeHash, now],
  );
  const row = rows[0];
  if (row) {
    return {
      outcome: 'redeemed',
      code: {
        ...toRequest({ ...row, state: null }),
        userId: row.user_id,
        authTime: row.auth_time,
        expiresAt: row.expires_at,
      },
    };
  }
  const { rows: used } = await db.query<{ refresh_token_id: string | null }>(
    `SELECT refresh_token_id FROM identity_authorization_codes
     WHERE code_hash = $1 AND consumed_at IS NOT NULL`,
    [codeHash],
  );
  const replay = used[0];
  if (!replay) return { outcome: 'unknown' };
  if (replay.refresh_token_id) {
    await db.query(
      `UPDATE identity_refresh_tokens SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL`,
      [replay.refresh_token_id, now],
    );
  }
  return { outcome: 'replayed' };
}

/** Remembers which session a code produced, so a replay can revoke it. */
export async function markCodeTokens(
  db: Queryable,
  hasher: KeyedHasher,
  code: string,
  refreshTokenId: string,
): Promise<void> {
  await db.query(
    'UPDATE identity_authorization_codes SET refresh_token_id = $2 WHERE code_hash = $1',
    [hasher.hash('authorization-code', code), refreshTokenId],
  );
}
