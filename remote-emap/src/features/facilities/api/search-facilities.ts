import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { FACILITIES_PATH, FACILITY_LIMITS, PageResponse } from '@harmo/contracts/facilities';
import type { FacilityFilters } from '../types/facility';
import { filterQueryParams, type FilterQueryParams } from '../utils/filter-params';
import { FACILITY_STALE_TIME_MS, facilityKeys } from './facility-api';

/** The api reads at most this many characters of a search. */
export const SEARCH_TEXT_MAX_LENGTH = FACILITY_LIMITS.searchTextMaxLength;
export const SEARCH_PAGE_SIZE = 30;

type SearchQueryParams = FilterQueryParams & { q: string; limit: number };

export function searchQueryParams(text: string, filters: FacilityFilters): SearchQueryParams {
  return {
    q: text.trim().slice(0, SEARCH_TEXT_MAX_LENGTH),
    limit: SEARCH_PAGE_SIZE,
    ...filterQueryParams(filters),
  };
}

export function searchFacilities(
  params: SearchQueryParams,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<PageResponse> {
  return apiRequest(`${FACILITIES_PATH}/search`, {
    auth: false,
    query: { ...params, cursor },
    schema: PageResponse,
    signal,
  });
}

export function searchFacilitiesQueryOptions(text: string, filters: FacilityFilters) {
  const params = searchQueryParams(text, filters);
  return infiniteQueryOptions({
    queryKey: facilityKeys.search(params),
    queryFn: ({ pageParam, signal }) => searchFacilities(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: FACILITY_STALE_TIME_MS,
  });
}

/** Facilities whose name, kana or address hold every word (the api folds width and kana). */
export function useSearchFacilities(text: string, filters: FacilityFilters) {
  return useInfiniteQuery({
    ...searchFacilitiesQueryOptions(text, filters),
    enabled: text.trim() !== '',
  });
}
