import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { FACILITIES_PATH, FacilityDetail } from '@harmo/contracts/facilities-answers';
import { FACILITY_STALE_TIME_MS, facilityKeys } from './facility-api';

export type { FacilityDetail } from '@harmo/contracts/facilities-answers';
export { DEMO_FACILITY_SOURCE as DEMO_SOURCE } from '@harmo/contracts/facilities-constants';

export function getFacility(id: string, signal?: AbortSignal): Promise<FacilityDetail> {
  return apiRequest(`${FACILITIES_PATH}/${encodeURIComponent(id)}`, {
    auth: false,
    schema: FacilityDetail,
    signal,
  });
}

export function facilityQueryOptions(id: string) {
  return queryOptions({
    queryKey: facilityKeys.detail(id),
    queryFn: ({ signal }) => getFacility(id, signal),
    staleTime: FACILITY_STALE_TIME_MS,
  });
}

/** Everything known about one facility; idle without an id. */
export function useFacility(id: string | null) {
  return useQuery({ ...facilityQueryOptions(id ?? ''), enabled: id !== null });
}
