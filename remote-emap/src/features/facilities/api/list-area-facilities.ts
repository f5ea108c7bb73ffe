import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { FACILITIES_PATH, PageResponse } from '@harmo/contracts/facilities-answers';
import type { FacilityFilters } from '../types/facility';
import { filterQueryParams, type FilterQueryParams } from '../utils/filter-params';
import { FACILITY_STALE_TIME_MS, facilityKeys } from './facility-api';

export const AREA_PAGE_SIZE = 50;

export interface AreaListRequest {
  prefectureCode: string;
  /** null: the whole prefecture. */
  municipality: string | null;
  filters: FacilityFilters;
}

type AreaListQueryParams = FilterQueryParams & {
  prefectureCode: string;
  municipality?: string;
  limit: number;
};

export function areaListQueryParams(request: AreaListRequest): AreaListQueryParams {
  const params: AreaListQueryParams = {
    prefectureCode: request.prefectureCode,
    limit: AREA_PAGE_SIZE,
    ...filterQueryParams(request.filters),
  };
  if (request.municipality) params.municipality = request.municipality;
  return params;
}

export function listAreaFacilities(
  params: AreaListQueryParams,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<PageResponse> {
  return apiRequest(FACILITIES_PATH, {
    auth: false,
    query: { ...params, cursor },
    schema: PageResponse,
    signal,
  });
}

export function areaFacilitiesQueryOptions(request: AreaListRequest) {
  const params = areaListQueryParams(request);
  return infiniteQueryOptions({
    queryKey: facilityKeys.areaList(params),
    queryFn: ({ pageParam, signal }) => listAreaFacilities(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: FACILITY_STALE_TIME_MS,
  });
}

/** The facilities of a prefecture or municipality, in kana order, page by page. */
export function useAreaFacilities(request: AreaListRequest) {
  return useInfiniteQuery(areaFacilitiesQueryOptions(request));
}
