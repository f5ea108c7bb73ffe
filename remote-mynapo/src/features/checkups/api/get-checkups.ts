import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { pathWith } from '@harmo/contracts/paths';
import { CHECKUP_PATHS, CheckupsResponse } from '@harmo/contracts/checkups';
import { checkupKeys } from './checkup-keys';

export type { CheckupsResponse, SavedCheckup, SavedCheckupItem } from '@harmo/contracts/checkups';

export function getCheckups(patientId: string, signal?: AbortSignal): Promise<CheckupsResponse> {
  return apiRequest(pathWith(CHECKUP_PATHS.checkups, { patientId }), {
    schema: CheckupsResponse,
    signal,
  });
}

export function checkupsQueryOptions(patientId: string) {
  return queryOptions({
    queryKey: checkupKeys.list(patientId),
    queryFn: ({ signal }) => getCheckups(patientId, signal),
  });
}

/** The patient's check-ups, oldest first; idle without a patient. */
export function useCheckups(patientId: string | null) {
  return useQuery({ ...checkupsQueryOptions(patientId ?? ''), enabled: patientId !== null });
}
