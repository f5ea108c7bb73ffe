import type { AdapterPayload } from 'oidc-provider';
import type { Queryable } from '../../../db';
import { hashClientSecret } from './client-secrets';

/** What a service client is for; each kind has its own resource API. */
export type ServiceClientKind = 'pharmacy';

export interface NewServiceClient {
  clientId: string;
  kind: ServiceClientKind;
  name: string;
  /** The secret in clear; only its hash is stored. */
  secret: string;
  now: Date;
}

/**
 * Creates a service client, or leaves an existing one of that id as it is (demo seeds run on
 * every start and on several instances at once). Returns whether it was created.
 */
export async function insertServiceClientIfAbsent(
  db: Queryable,
  client: NewServiceClient,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO oauth_service_clients (client_id, kind, name, secret_hash, created_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (client_id) DO NOTHING`,
    [client.clientId, client.kind, client.name, hashClientSecret(client.secret), client.now],
  );
  return rowCount === 1;
}

/**
 * How a service client looks to oidc-provider: confidential (its secret by HTTP Basic or in the
 * body), the client credentials grant only, no redirect URI. Its tokens name no patient (the
 * partner API accepts only tokens issued for a patient); each service API decides what the
 * client may see from the client id alone, whatever scope the token carries.
 */
export async function serviceClientMetadata(
  db: Queryable,
  clientId: string,
): Promise<AdapterPayload | undefined> {
  const { rows } = await db.query<{ client_id: string; name: string; secret_hash: string }>(
    'SELECT client_id, name, secret_hash FROM oauth_service_clients WHERE client_id = $1',
    [clientId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    client_id: row.client_id,
    client_name: row.name,
    client_secret: row.secret_hash,
    grant_types: ['client_credentials'],
    response_types: [],
    redirect_uris: [],
    token_endpoint_auth_method: 'client_secret_basic',
  };
}
