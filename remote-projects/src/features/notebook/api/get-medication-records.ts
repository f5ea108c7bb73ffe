import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { pathWith } from '@harmo/contracts/paths';
import { MEDICATIONS_PATHS, MedicationRecordsResponse } from '@harmo/contracts/medications';
import { medicationKeys } from './medication-keys';

export type {
  MedicationRecordsResponse as MedicationRecords,
  SavedDispensing,
} from '@harmo/contracts/medications';
export type { OtcMedication } from '@harmo/contracts/otc-catalogue';

export function getMedicationRecords(
  patientId: string,
  signal?: AbortSignal,
): Promise<MedicationRecordsResponse> {
  return apiRequest(pathWith(MEDICATIONS_PATHS.records, { patientId }), {
    schema: MedicationRecordsResponse,
    signal,
  });
}

export function medicationRecordsQueryOptions(patientId: string) {
  return queryOptions({
    queryKey: medicationKeys.records(patientId),
    queryFn: ({ signal }) => getMedicationRecords(patientId, signal),
  });
}

/** The patient's saved visits and OTC medicines, newest first; idle without a patient. */
export function useMedicationRecords(patientId: string | null) {
  return useQuery({
    ...medicationRecordsQueryOptions(patientId ?? ''),
    enabled: patientId !== null,
  });
}
