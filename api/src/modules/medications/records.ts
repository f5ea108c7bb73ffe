import type { MedicationRecordsResponse } from '@harmo/contracts/medications';
import type { Queryable } from '../../db';
import { listDispensings } from './store/dispensings';
import { listOtcMedications } from './store/otc-medications';

/**
 * Everything saved in a patient's notebook, newest first. The caller has checked who may read
 * it: the product API (the user acts for the patient), the partner API (a token bound to the
 * patient with patient.medications), a project's client (a consenting, current participant).
 */
export async function medicationRecordsOf(
  db: Queryable,
  patientId: string,
): Promise<MedicationRecordsResponse> {
  return {
    dispensings: await listDispensings(db, patientId),
    otcMedications: await listOtcMedications(db, patientId),
  };
}
