import type { Queryable } from '../../../db';
import type { ServiceClientKind } from '../clients/service-clients';
import { findProviderState } from '../storage/provider-state-adapter';

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i;

/** A request of a service API without a valid token of a client of the right kind. */
export class ServiceTokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ServiceTokenError';
  }
}

/**
 * Verifies a client credentials access token for a service API: one this server issued (found
 * in its stored state, which holds only hashes of tokens), not expired, not revoked, and its
 * client is still a service client of `kind`. Answers the client id, from which the API decides
 * what the client may see. Reads the stored state directly, so any api module can verify
 * without holding the authorization server object.
 */
export async function verifyServiceAccessToken(
  db: Queryable,
  authorization: string | undefined,
  kind: ServiceClientKind,
  now: Date = new Date(),
): Promise<{ clientId: string }> {
  const match = BEARER.exec(authorization ?? '');
  if (!match?.[1]) throw new ServiceTokenError('An access token is required');
  const token = await findProviderState(db, 'ClientCredentials', match[1]);
  const clientId = typeof token?.clientId === 'string' ? token.clientId : undefined;
  const expiresAt = typeof token?.exp === 'number' ? token.exp * 1000 : 0;
  if (!token || !clientId || expiresAt <= now.getTime()) {
    throw new ServiceTokenError('The access token is not active');
  }
  const { rows } = await db.query<{ kind: string }>(
    'SELECT kind FROM oauth_service_clients WHERE client_id = $1',
    [clientId],
  );
  if (rows[0]?.kind !== kind) {
    throw new ServiceTokenError('The access token is not of a client of this API');
  }
  return { clientId };
}
