import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../db';
import type { Patient, SignedInAccounts } from '../../accounts';
import { listPatients, patientNotFound } from '../../accounts';

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
export function patientAccess(db: Database, accounts: SignedInAccounts) {
  const signedInAccountId = (request: FastifyRequest): string =>
    accounts.accountOf(request).accountId;

  async function actingFor(request: FastifyRequest, patientId: string): Promise<ActingFor> {
    const accountId = signedInAccountId(request);
    const patient = (await listPatients(db, accountId))[patientId];
    if (!patient) throw patientNotFound();
    return { accountId, patientId, patient };
  }

  return { hook: accounts.hook, signedInAccountId, actingFor };
}

export type PatientAccess = ReturnType<typeof patientAccess>;
