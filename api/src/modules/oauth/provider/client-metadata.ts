import type { AdapterPayload } from 'oidc-provider';
import type { Queryable } from '../../../db';
import type { StoredClient } from '../clients/client-store';
import { findClient, isCredentialsOnly } from '../clients/client-store';
import { serviceClientMetadata } from '../clients/service-clients';
import type { ClientMetadataSource } from '../storage/provider-state-adapter';

/**
 * How a console client looks to oidc-provider. Security rules set here, for every client:
 *  - only the authorization code flow (response_type code, answered in the query);
 *  - a public client authenticates with nothing, so PKCE is required for it (see pkce.required);
 *  - a confidential client authenticates with its secret (HTTP Basic or the request body) and
 *    may also use client credentials; its `client_secret` here is the stored hash, which
 *    compareClientSecret checks the presented secret against;
 *  - `scope` is the client's allow-list: a request for any other known scope is invalid_scope;
 *  - redirect URIs are compared as exact strings (application_type web).
 */
export function toProviderMetadata(client: StoredClient): AdapterPayload {
  const confidential = client.type === 'confidential';
  const credentialsOnly = isCredentialsOnly(client);
  return {
    client_id: client.clientId,
    client_name: client.name,
    application_type: 'web',
    redirect_uris: [...client.redirectUris],
    response_types: credentialsOnly ? [] : ['code'],
    ...(credentialsOnly ? {} : { response_modes: ['query'] }),
    grant_types: credentialsOnly
      ? ['client_credentials']
      : confidential
        ? ['authorization_code', 'refresh_token', 'client_credentials']
        : ['authorization_code', 'refresh_token'],
    token_endpoint_auth_method: confidential ? 'client_secret_basic' : 'none',
    ...(confidential && client.secretHash ? { client_secret: client.secretHash } : {}),
    scope: client.allowedScopes.join(' '),
    id_token_signed_response_alg: 'RS256',
  };
}

/**
 * oidc-provider's Client look-up: the console's clients (oauth_clients), then the service
 * clients (oauth_service_clients, client credentials only).
 */
export const consoleClientMetadata =
  (db: Queryable): ClientMetadataSource =>
  async (clientId) => {
    const client = await findClient(db, clientId);
    return client ? toProviderMetadata(client) : serviceClientMetadata(db, clientId);
  };
