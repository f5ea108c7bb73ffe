import type { Queryable } from '../../../db';
import type { StoredClient } from '../clients/client-store';
import { findClient } from '../clients/client-store';
import { serviceClientMetadata } from '../clients/service-clients';
import { findProviderState } from '../storage/provider-state-adapter';
import { PartnerTokenError } from './access-token-verifier';

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i;

export interface VerifiedClientCredentials {
  client: StoredClient;
  /** The scopes the token was issued with. */
  scopes: Set<string>;
}

/**
 * Verifies a client credentials access token of a console client (a project's client): one
 * this server issued, not expired, not revoked (revocation and the client's deletion delete it
 * from storage), and its client still exists. A token issued for a patient (authorization code)
 * is another model and is not found here. Reads the stored state directly, so any api module
 * can verify without holding the authorization server object.
 */
export async function verifyClientCredentialsToken(
  db: Queryable,
  authorization: string | undefined,
  now: Date = new Date(),
): Promise<VerifiedClientCredentials> {
  const match = BEARER.exec(authorization ?? '');
  if (!match?.[1]) throw new PartnerTokenError(401, null, 'An access token is required');
  const token = await findProviderState(db, 'ClientCredentials', match[1]);
  const clientId = typeof token?.clientId === 'string' ? token.clientId : undefined;
  const expiresAt = typeof token?.exp === 'number' ? token.exp * 1000 : 0;
  if (!token || !clientId || expiresAt <= now.getTime()) {
    throw new PartnerTokenError(401, 'invalid_token', 'The access token is not active');
  }
  const client = await findClient(db, clientId);
  if (!client) {
    // A service client (a pharmacy) holds tokens of the same kind for its own API; telling its
    // caller the client was deleted would send them looking for the wrong fault.
    const isServiceClient = (await serviceClientMetadata(db, clientId)) !== undefined;
    throw new PartnerTokenError(
      401,
      'invalid_token',
      isServiceClient
        ? 'The access token is not of a client of this API'
        : 'The client of this access token no longer exists',
    );
  }
  const scope = typeof token.scope === 'string' ? token.scope : '';
  return { client, scopes: new Set(scope.split(' ').filter(Boolean)) };
}
