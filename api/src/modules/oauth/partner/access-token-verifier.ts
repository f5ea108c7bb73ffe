import type Provider from 'oidc-provider';
import type { Queryable } from '../../../db';
import { findClient } from '../clients/client-store';
import type { BoundPatient } from '../provider/patient-binding';
import { PATIENT_ID_CLAIM, patientOfGrant } from '../provider/patient-binding';
import type { PatientScope } from '@harmo/contracts/oauth';

/** Why a partner request is refused, as RFC 6750 names it. */
export class PartnerTokenError extends Error {
  constructor(
    readonly status: 401 | 403,
    readonly error: 'invalid_token' | 'insufficient_scope' | null,
    message: string,
    readonly scope?: PatientScope,
  ) {
    super(message);
    this.name = 'PartnerTokenError';
  }
}

export interface VerifiedPartnerToken extends BoundPatient {
  clientId: string;
  accountId: string;
  scopes: Set<string>;
}

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i;

const invalid = (message: string) => new PartnerTokenError(401, 'invalid_token', message);

/**
 * Verifies an access token for the partner resource API, in this order:
 *  - a bearer access token this server issued, not expired and not revoked (revocation,
 *    replay of its code, deletion of its client or consent all delete it from storage);
 *  - its grant still exists and belongs to the same client and user;
 *  - its client still exists (defence in depth against a token saved while it was deleted);
 *  - its patient binding still holds, and is the patient stored in the token at issue;
 *  - the required scope is in the token and still allowed for the client.
 * The patient comes only from the token: a request has no way to name another patient.
 */
export async function verifyPartnerAccessToken(
  db: Queryable,
  provider: Provider,
  authorization: string | undefined,
  requiredScope: PatientScope,
): Promise<VerifiedPartnerToken> {
  const match = BEARER.exec(authorization ?? '');
  if (!match?.[1]) throw new PartnerTokenError(401, null, 'An access token is required');

  const token = await provider.AccessToken.find(match[1]);
  if (!token?.isValid || !token.grantId || !token.accountId || !token.clientId) {
    throw invalid('The access token is not active');
  }
  const grant = await provider.Grant.find(token.grantId);
  if (!grant || grant.clientId !== token.clientId || grant.accountId !== token.accountId) {
    throw invalid('The grant of this access token has been revoked');
  }
  const client = await findClient(db, token.clientId);
  if (!client) throw invalid('The client of this access token no longer exists');

  const bound = await patientOfGrant(db, token.grantId, token.accountId);
  const issuedFor = (token.extra as Record<string, unknown> | undefined)?.[PATIENT_ID_CLAIM];
  if (!bound || bound.patientId !== issuedFor) {
    throw invalid('The access token is no longer bound to a patient it may read');
  }

  if (!token.scopes.has(requiredScope) || !client.allowedScopes.includes(requiredScope)) {
    throw new PartnerTokenError(
      403,
      'insufficient_scope',
      `This request needs the ${requiredScope} scope`,
      requiredScope,
    );
  }
  return {
    ...bound,
    clientId: token.clientId,
    accountId: token.accountId,
    scopes: token.scopes,
  };
}

/** The WWW-Authenticate value for a refusal (RFC 6750 §3). */
export function wwwAuthenticate(error: PartnerTokenError): string {
  const parts = ['Bearer realm="harmo-partner"'];
  if (error.error) {
    parts.push(`error="${error.error}"`, `error_description="${error.message}"`);
  }
  if (error.scope) parts.push(`scope="${error.scope}"`);
  return parts.join(', ');
}
