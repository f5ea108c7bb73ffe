import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../db';
import { HttpError, notFound } from '../../../http/errors';
import type { BearerAuthentication, Patient } from '../../accounts';
import { findMainAccountBySub, listPatients } from '../../accounts';

export interface ActingFor {
  /** The signed-in account. */
  accountId: string;
  /** The patient it acts for, as its patients map holds them. */
  patientId: string;
  patient: Patient;
}

/**
 * Security: a check-up call acts for one patient, and only for one the signed-in account may
 * act for (itself, its family, a notebook shared with it): the accounts area's patients map,
 * built from its one access rule. Any other patient id answers 404, as if it did not exist.
 */
export function patientAccess(db: Database, auth: BearerAuthentication) {
  async function signedInAccountId(request: FastifyRequest): Promise<string> {
    const account = await findMainAccountBySub(db, auth.identityOf(request).sub);
    if (!account) {
      throw new HttpError(404, 'account_not_found', 'This identity has no harmo account yet');
    }
    return account.accountId;
  }

  async function actingFor(request: FastifyRequest, patientId: string): Promise<ActingFor> {
    const accountId = await signedInAccountId(request);
    const patient = (await listPatients(db, accountId))[patientId];
    if (!patient) throw notFound('No such patient of yours', 'patient_not_found');
    return { accountId, patientId, patient };
  }

  return { hook: auth.hook, signedInAccountId, actingFor };
}

export type PatientAccess = ReturnType<typeof patientAccess>;
