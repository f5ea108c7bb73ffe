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

/**
 * Medication records and check-up results are kept by areas still being built; until they
 * store data, a granted patient has none. The access checks in front of them are already real.
 */
export const medicationsOf = ({ patientId }: BoundPatient) => ({ patientId, medications: [] });
export const checkupsOf = ({ patientId }: BoundPatient) => ({ patientId, checkups: [] });
