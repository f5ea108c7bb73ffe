import { createHash } from 'node:crypto';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import { errors } from 'oidc-provider';
import type { Queryable } from '../../../db';

/** Reads a client's oidc-provider metadata from the console's client table. */
export type ClientMetadataSource = (clientId: string) => Promise<AdapterPayload | undefined>;

/**
 * Security: rows are keyed by the SHA-256 of the model's id. For codes and tokens the id is the
 * value the client holds, so the table never contains a usable code or token.
 */
export const hashStateId = (id: string): string =>
  createHash('sha256').update(id, 'utf8').digest('base64url');

/**
 * Models looked up by another key (a session by its uid, a device code by its user code) need
 * their id back from that look-up, so theirs stays in the payload. A session id alone is not
 * enough to act as a browser: the session cookie is also signed with the installation's keys.
 */
const KEEPS_ID_IN_PAYLOAD = new Set(['Session', 'DeviceCode']);

/** Models whose consumption is final: a second use is a replay (RFC 6749 §4.1.2, §10.4). */
const SINGLE_USE_MODELS = new Set([
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

interface StateRow {
  payload: AdapterPayload;
  consumed_at: Date | null;
}

function clientIdOf(model: string, payload: AdapterPayload): string | null {
  if (typeof payload.clientId === 'string') return payload.clientId;
  const params = payload.params as { client_id?: unknown } | undefined;
  if (model === 'Interaction' && typeof params?.client_id === 'string') return params.client_id;
  return null;
}

/** One oidc-provider model's storage in oauth_provider_state. */
class ProviderStateAdapter implements Adapter {
  constructor(
    private readonly db: Queryable,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const stored: AdapterPayload = { ...payload };
    if (!KEEPS_ID_IN_PAYLOAD.has(this.model)) delete stored.jti;
    // A grant's own row carries its id as grant_id, so one statement revokes a grant entirely.
    const grantId = this.model === 'Grant' ? id : (payload.grantId ?? null);
    const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
    await this.db.query(
      `INSERT INTO oauth_provider_state
         (model, id_hash, payload, grant_id, uid, user_code, client_id, expires_at)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8)
       ON CONFLICT (model, id_hash) DO UPDATE SET
         payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id, uid = EXCLUDED.uid,
         user_code = EXCLUDED.user_code, client_id = EXCLUDED.client_id,
         expires_at = EXCLUDED.expires_at`,
      [
        this.model,
        hashStateId(id),
        JSON.stringify(stored),
        grantId,
        typeof payload.uid === 'string' ? payload.uid : null,
        typeof payload.userCode === 'string' ? payload.userCode : null,
        clientIdOf(this.model, payload),
        expiresAt,
      ],
    );
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    const row = await this.first('id_hash = $2', hashStateId(id));
    return row ? this.toPayload(row, id) : undefined;
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    const row = await this.first('uid = $2', uid);
    return row ? this.toPayload(row, row.payload.jti) : undefined;
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    const row = await this.first('user_code = $2', userCode);
    return row ? this.toPayload(row, row.payload.jti) : undefined;
  }

  async consume(id: string): Promise<void> {
    // Security: consumption is one atomic UPDATE, so of two requests racing with the same code
    // or refresh token exactly one wins. The loser is treated as a replay: everything issued
    // under the grant is revoked and the request fails with invalid_grant.
    const { rows } = await this.db.query<{ grant_id: string | null }>(
      `UPDATE oauth_provider_state SET consumed_at = now()
       WHERE model = $1 AND id_hash = $2 AND consumed_at IS NULL
       RETURNING grant_id`,
      [this.model, hashStateId(id)],
    );
    if (rows.length === 1 || !SINGLE_USE_MODELS.has(this.model)) return;
    const { rows: replayed } = await this.db.query<{ grant_id: string | null }>(
      'SELECT grant_id FROM oauth_provider_state WHERE model = $1 AND id_hash = $2',
      [this.model, hashStateId(id)],
    );
    const grantId = replayed[0]?.grant_id;
    if (grantId) await revokeGrantState(this.db, grantId);
    throw new errors.InvalidGrant('grant source already consumed');
  }

  async destroy(id: string): Promise<void> {
    await this.db.query('DELETE FROM oauth_provider_state WHERE model = $1 AND id_hash = $2', [
      this.model,
      hashStateId(id),
    ]);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.query('DELETE FROM oauth_provider_state WHERE model = $1 AND grant_id = $2', [
      this.model,
      grantId,
    ]);
  }

  private async first(condition: string, value: string): Promise<StateRow | undefined> {
    // Expired rows are gone for oidc-provider, as in its reference adapter.
    const { rows } = await this.db.query<StateRow>(
      `SELECT payload, consumed_at FROM oauth_provider_state
       WHERE model = $1 AND ${condition} AND (expires_at IS NULL OR expires_at > $3)`,
      [this.model, value, new Date()],
    );
    return rows[0];
  }

  private toPayload(row: StateRow, id: string | undefined): AdapterPayload {
    return {
      ...row.payload,
      ...(id ? { jti: id } : {}),
      ...(row.consumed_at ? { consumed: Math.floor(row.consumed_at.getTime() / 1000) } : {}),
    };
  }
}

/**
 * Clients are the developer console's rows: oidc-provider only reads them. Registration through
 * the protocol is off, so the write methods are never called.
 */
class ConsoleClientAdapter implements Adapter {
  constructor(private readonly clientMetadata: ClientMetadataSource) {}

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.clientMetadata(id);
  }

  private readOnly(): never {
    throw new Error('Clients are managed through /ps/v1/oauth/clients only');
  }

  upsert = async (): Promise<void> => this.readOnly();
  consume = async (): Promise<void> => this.readOnly();
  destroy = async (): Promise<void> => this.readOnly();
  revokeByGrantId = async (): Promise<void> => this.readOnly();
  findByUid = async (): Promise<undefined> => undefined;
  findByUserCode = async (): Promise<undefined> => undefined;
}

/** The adapter factory given to oidc-provider: every model in the database, none in memory. */
export function providerStateAdapterFactory(
  db: Queryable,
  clientMetadata: ClientMetadataSource,
): AdapterFactory {
  return (model) =>
    model === 'Client'
      ? new ConsoleClientAdapter(clientMetadata)
      : new ProviderStateAdapter(db, model);
}

/**
 * One stored oidc-provider object by the id a client holds (e.g. an access token), as
 * oidc-provider itself would find it: undefined when absent or expired.
 */
export function findProviderState(
  db: Queryable,
  model: string,
  id: string,
): Promise<AdapterPayload | undefined> {
  return new ProviderStateAdapter(db, model).find(id);
}

/** Deletes a grant and every code and token issued under it, whatever their model. */
export async function revokeGrantState(db: Queryable, grantId: string): Promise<void> {
  await db.query('DELETE FROM oauth_provider_state WHERE grant_id = $1', [grantId]);
}

/** Deletes everything oidc-provider holds for a client (grants, codes, tokens, interactions). */
export async function deleteClientState(db: Queryable, clientId: string): Promise<void> {
  await db.query('DELETE FROM oauth_provider_state WHERE client_id = $1', [clientId]);
}

/** Housekeeping: removes rows that expired more than an hour ago. */
export async function deleteExpiredProviderState(db: Queryable): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM oauth_provider_state WHERE expires_at < $1', [
    new Date(Date.now() - 60 * 60 * 1000),
  ]);
  return rowCount;
}
