import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { AreasResponse, FACILITIES_PATH } from '@harmo/contracts/facilities-answers';
import type { FacilityFilters } from '../types/facility';
import { filterQueryParams } from '../utils/filter-params';
import { FACILITY_STALE_TIME_MS, facilityKeys } from './facility-api';

export type { AreasResponse as Prefectures } from '@harmo/contracts/facilities-answers';
export type PrefectureCount = AreasResponse['prefectures'][number];

export function getPrefectures(filters: FacilityFilters, signal?: AbortSignal) {
  return apiRequest(`${FACILITIES_PATH}/areas`, {
    auth: false,
    query: { ...filterQueryParams(filters) },
    schema: AreasResponse,
    signal,
  });
}

export function prefecturesQueryOptions(filters: FacilityFilters) {
  return queryOptions({
    queryKey: facilityKeys.prefectures(filters),
    queryFn: ({ signal }) => getPrefectures(filters, signal),
    staleTime: FACILITY_STALE_TIME_MS,
  });
}

/** The 47 prefectures with how many facilities each holds. */
export function usePrefectures(filters: FacilityFilters) {
  return useQuery(prefecturesQueryOptions(filters));
}
