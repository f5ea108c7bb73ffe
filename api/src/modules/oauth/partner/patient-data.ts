import type { PartnerMedicationsResponse } from '@harmo/contracts/medications';
import type { Queryable } from '../../../db';
import { listCheckups } from '../../checkups';
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

/** The bound patient's check-ups over the years, each result marked, as the web app sees them. */
export const checkupsOf = async (db: Queryable, { patientId }: BoundPatient) => ({
  patientId,
  checkups: await listCheckups(db, patientId),
});
