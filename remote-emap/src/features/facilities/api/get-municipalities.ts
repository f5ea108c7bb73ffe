import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { AreaResponse, FACILITIES_PATH } from '@harmo/contracts/facilities-answers';
import type { FacilityFilters } from '../types/facility';
import { filterQueryParams } from '../utils/filter-params';
import { FACILITY_STALE_TIME_MS, facilityKeys } from './facility-api';

export type { AreaResponse as Municipalities } from '@harmo/contracts/facilities-answers';
export { isPrefectureCode } from '@harmo/contracts/facilities-answers';

export function getMunicipalities(
  prefectureCode: string,
  filters: FacilityFilters,
  signal?: AbortSignal,
) {
  return apiRequest(`${FACILITIES_PATH}/areas/${encodeURIComponent(prefectureCode)}`, {
    auth: false,
    query: { ...filterQueryParams(filters) },
    schema: AreaResponse,
    signal,
  });
}

export function municipalitiesQueryOptions(prefectureCode: string, filters: FacilityFilters) {
  return queryOptions({
    queryKey: facilityKeys.municipalities(prefectureCode, filters),
    queryFn: ({ signal }) => getMunicipalities(prefectureCode, filters, signal),
    staleTime: FACILITY_STALE_TIME_MS,
  });
}

/** The municipalities of a prefecture with how many facilities each holds; idle without one. */
export function useMunicipalities(prefectureCode: string | null, filters: FacilityFilters) {
  return useQuery({
    ...municipalitiesQueryOptions(prefectureCode ?? '', filters),
    enabled: prefectureCode !== null,
  });
}
