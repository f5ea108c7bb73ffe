import type { Queryable } from '../../../db';
import type { ClientChanges, ClientType, KnownScope } from '@harmo/contracts/oauth';

export type { ClientType } from '@harmo/contracts/oauth';

/** A client as the console stores it (the secret only as its hash). */
export interface StoredClient {
  clientId: string;
  ownerAccountId: string;
  name: string;
  type: ClientType;
  redirectUris: string[];
  allowedScopes: KnownScope[];
  secretHash: string | null;
  createdAt: Date;
  updatedAt: Date;
}

interface ClientRow {
  client_id: string;
  owner_account_id: string;
  name: string;
  type: ClientType;
  redirect_uris: string[];
  allowed_scopes: KnownScope[];
  secret_hash: string | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS =
  'client_id, owner_account_id, name, type, redirect_uris, allowed_scopes, secret_hash, created_at, updated_at';

const toClient = (row: ClientRow): StoredClient => ({
  clientId: row.client_id,
  ownerAccountId: row.owner_account_id,
  name: row.name,
  type: row.type,
  redirectUris: row.redirect_uris,
  allowedScopes: row.allowed_scopes,
  secretHash: row.secret_hash,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export interface NewClient {
  clientId: string;
  ownerAccountId: string;
  name: string;
  type: ClientType;
  redirectUris: string[];
  allowedScopes: KnownScope[];
  secretHash: string | null;
  now: Date;
}

export async function insertClient(db: Queryable, client: NewClient): Promise<StoredClient> {
  const { rows } = await db.query<ClientRow>(
    `INSERT INTO oauth_clients (client_id, owner_account_id, name, type, redirect_uris,
       allowed_scopes, secret_hash, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
     RETURNING ${COLUMNS}`,
    [
      client.clientId,
      client.ownerAccountId,
      client.name,
      client.type,
      client.redirectUris,
      client.allowedScopes,
      client.secretHash,
      client.now,
    ],
  );
  return toClient(rows[0]!);
}

/** Any client by id (oidc-provider's look-up); null when there is none. */
export async function findClient(db: Queryable, clientId: string): Promise<StoredClient | null> {
  const { rows } = await db.query<ClientRow>(
    `SELECT ${COLUMNS} FROM oauth_clients WHERE client_id = $1`,
    [clientId],
  );
  return rows[0] ? toClient(rows[0]) : null;
}

/**
 * A client of this owner. Security: every console route goes through this, so a user never
 * sees, changes or deletes another user's client (someone else's id answers as not found).
 */
export async function findOwnedClient(
  db: Queryable,
  ownerAccountId: string,
  clientId: string,
): Promise<StoredClient | null> {
  const { rows } = await db.query<ClientRow>(
    `SELECT ${COLUMNS} FROM oauth_clients WHERE client_id = $1 AND owner_account_id = $2`,
    [clientId, ownerAccountId],
  );
  return rows[0] ? toClient(rows[0]) : null;
}

/** One page of an owner's clients, newest first; `more` tells whether another page follows. */
export async function listOwnedClients(
  db: Queryable,
  ownerAccountId: string,
  page: { limit: number; offset: number },
): Promise<{ clients: StoredClient[]; more: boolean }> {
  const { rows } = await db.query<ClientRow>(
    `SELECT ${COLUMNS} FROM oauth_clients WHERE owner_account_id = $1
     ORDER BY created_at DESC, client_id LIMIT $2 OFFSET $3`,
    [ownerAccountId, page.limit + 1, page.offset],
  );
  return { clients: rows.slice(0, page.limit).map(toClient), more: rows.length > page.limit };
}

export async function countOwnedClients(db: Queryable, ownerAccountId: string): Promise<number> {
  const { rows } = await db.query<{ count: string | number }>(
    'SELECT count(*) AS count FROM oauth_clients WHERE owner_account_id = $1',
    [ownerAccountId],
  );
  return Number(rows[0]?.count ?? 0);
}

/**
 * Writes every field a client's owner may change: a request's changes, with the fields it left
 * out taken from the stored client.
 */
export async function updateOwnedClient(
  db: Queryable,
  ownerAccountId: string,
  clientId: string,
  changes: Required<ClientChanges>,
  now: Date,
): Promise<StoredClient | null> {
  const { rows } = await db.query<ClientRow>(
    `UPDATE oauth_clients SET name = $3, redirect_uris = $4, allowed_scopes = $5, updated_at = $6
     WHERE client_id = $1 AND owner_account_id = $2
     RETURNING ${COLUMNS}`,
    [clientId, ownerAccountId, changes.name, changes.redirectUris, changes.allowedScopes, now],
  );
  return rows[0] ? toClient(rows[0]) : null;
}

/** Replaces a confidential client's secret hash; the old secret stops working at once. */
export async function replaceSecretHash(
  db: Queryable,
  ownerAccountId: string,
  clientId: string,
  secretHash: string,
  now: Date,
): Promise<StoredClient | null> {
  const { rows } = await db.query<ClientRow>(
    `UPDATE oauth_clients SET secret_hash = $3, updated_at = $4
     WHERE client_id = $1 AND owner_account_id = $2 AND type = 'confidential'
     RETURNING ${COLUMNS}`,
    [clientId, ownerAccountId, secretHash, now],
  );
  return rows[0] ? toClient(rows[0]) : null;
}

/** Deletes the client row (its consents go with it, ON DELETE CASCADE). */
export async function deleteOwnedClient(
  db: Queryable,
  ownerAccountId: string,
  clientId: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    'DELETE FROM oauth_clients WHERE client_id = $1 AND owner_account_id = $2',
    [clientId, ownerAccountId],
  );
  return rowCount > 0;
}

/**
 * A confidential client registered without redirect URIs (a project's client): it has no
 * authorization code flow and gets tokens by client credentials only.
 */
export const isCredentialsOnly = (client: Pick<StoredClient, 'type' | 'redirectUris'>): boolean =>
  client.type === 'confidential' && client.redirectUris.length === 0;
