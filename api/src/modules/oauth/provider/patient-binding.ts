import type { AccessToken, ClientCredentials, KoaContextWithOIDC } from 'oidc-provider';
import { errors } from 'oidc-provider';
import type { Queryable } from '../../../db';
import { listPatients } from '../../accounts';
import type { Patient } from '../../accounts';
import { findConsentByGrant } from '../consents/consent-store';
import { findClient, isCredentialsOnly } from '../clients/client-store';
import { isPatientScope } from '@harmo/contracts/oauth';

/** The claim that names the one patient a token is for (in tokens and introspection). */
export const PATIENT_ID_CLAIM = 'patient_id';
export const PATIENT_NAME_CLAIM = 'patient_name';

export interface BoundPatient {
  patientId: string;
  patient: Patient;
}

/**
 * The patient a grant is for, or null when that binding no longer holds. Security: the consent
 * record must still exist (not revoked), and the user who gave it must still be allowed to act
 * for that patient today (family member not removed, sharing not revoked): delegation that has
 * ended gives no more data, even to tokens issued before.
 */
export async function patientOfGrant(
  db: Queryable,
  grantId: string | undefined,
  accountId: string | undefined,
): Promise<BoundPatient | null> {
  if (!grantId || !accountId) return null;
  const consent = await findConsentByGrant(db, grantId);
  if (!consent || consent.accountId !== accountId) return null;
  const patient = (await listPatients(db, accountId))[consent.patientId];
  return patient ? { patientId: consent.patientId, patient } : null;
}

/**
 * extraTokenClaims: binds every access token to ONE patient, the one chosen in the interaction.
 * The patient id is stored with the token and returned by introspection as `patient_id`.
 * Client-credentials tokens act for no patient, so they may carry patient scopes only when
 * their client is credentials-only (a project's client, allowed its project's scopes): such a
 * token names no patient either, so the partner API refuses it; only the project partner API
 * reads with it, each participant by their own consent.
 */
export function patientTokenClaims(db: Queryable) {
  return async (_ctx: KoaContextWithOIDC, token: AccessToken | ClientCredentials) => {
    if (token.kind === 'ClientCredentials') {
      const patientScope = [...token.scopes].find(isPatientScope);
      if (!patientScope) return undefined;
      const client = token.clientId ? await findClient(db, token.clientId) : null;
      if (!client || !isCredentialsOnly(client)) {
        throw new errors.InvalidScope(
          'patient scopes need the consent of a patient; client credentials act for none',
          patientScope,
        );
      }
      return undefined;
    }
    const bound = await patientOfGrant(db, token.grantId, token.accountId);
    if (!bound) throw new errors.InvalidGrant('the consent behind this grant no longer holds');
    return { [PATIENT_ID_CLAIM]: bound.patientId };
  };
}
