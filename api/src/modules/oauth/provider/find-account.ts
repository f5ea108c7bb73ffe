import type { FindAccount } from 'oidc-provider';
import type { Queryable } from '../../../db';
import { listPatients } from '../../accounts';
import { PATIENT_ID_CLAIM, PATIENT_NAME_CLAIM, patientOfGrant } from './patient-binding';

/**
 * oidc-provider's findAccount. The subject (`sub`) is the harmo account of the user who gave
 * consent; the patient the grant is for comes with it as `patient_id` (scope openid) and
 * `patient_name` (scope patient.profile). Returns nothing (the token request fails with
 * invalid_grant) when the account is gone or the grant's patient binding no longer holds.
 */
export function accountFinder(db: Queryable): FindAccount {
  return async (ctx, sub, token) => {
    const self = (await listPatients(db, sub))[sub];
    if (!self) return undefined;
    const grantId = token?.grantId ?? ctx.oidc.entities.Grant?.jti;
    const bound = grantId ? await patientOfGrant(db, grantId, sub) : null;
    if (grantId && !bound) return undefined;
    return {
      accountId: sub,
      claims: () => ({
        sub,
        ...(bound
          ? { [PATIENT_ID_CLAIM]: bound.patientId, [PATIENT_NAME_CLAIM]: bound.patient.name }
          : {}),
      }),
    };
  };
}
