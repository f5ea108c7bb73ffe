import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { pathWith } from '@harmo/contracts/paths';
import { PRESCRIPTION_PATHS, Prescription } from '@harmo/contracts/prescriptions';
import { prescriptionKeys } from './prescription-keys';

export function getPrescription(prescriptionId: string, signal?: AbortSignal) {
  return apiRequest(pathWith(PRESCRIPTION_PATHS.prescription, { prescriptionId }), {
    schema: Prescription,
    signal,
  });
}

export function prescriptionQueryOptions(prescriptionId: string) {
  return queryOptions({
    queryKey: prescriptionKeys.detail(prescriptionId),
    queryFn: ({ signal }) => getPrescription(prescriptionId, signal),
    // A stored prescription never changes.
    staleTime: Infinity,
  });
}

/** A stored prescription; idle without an id. */
export function usePrescription(prescriptionId: string | null) {
  return useQuery({
    ...prescriptionQueryOptions(prescriptionId ?? ''),
    enabled: prescriptionId !== null,
  });
}
