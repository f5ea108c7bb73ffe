import type { PartnerMedicationsResponse } from '@harmo/contracts/medications';
import type { Queryable } from '../../../db';
import { medicationRecordsOf } from '../../medications';
import type { BoundPatient } from '../provider/patient-binding';

/** The patient's profile, as the accounts area keeps it (no e-mail, no other person). */
export function profileOf({ patientId, patient }: BoundPatient) {
  return {
    patientId,
    name: patient.name,
    kana: patient.kana,
    gender: patient.gender,
    birthDate: patient.birthDate,
  };
}

/** The patient's saved dispensings and OTC medications, newest first. */
export async function medicationsOf(
  db: Queryable,
  { patientId }: Pick<BoundPatient, 'patientId'>,
): Promise<PartnerMedicationsResponse> {
  return { patientId, ...(await medicationRecordsOf(db, patientId)) };
}

/**
 * Check-up results are kept by an area still being built; until it stores data, a granted
 * patient has none. The access checks in front of them are already real.
 */
export const checkupsOf = ({ patientId }: BoundPatient) => ({ patientId, checkups: [] });
