import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import {
  FACILITIES_PATH,
  FACILITY_LIMITS,
  PageResponse,
} from '@harmo/contracts/facilities-answers';
import { SEARCH_TEXT_MAX_LENGTH, type FacilityFilters } from '../types/facility';
import { filterQueryParams, type FilterQueryParams } from '../utils/filter-params';
import { FACILITY_STALE_TIME_MS, facilityKeys } from './facility-api';

export const SEARCH_PAGE_SIZE = 30;

/** The area the user was looking at when they searched: matches in it are listed first. */
export interface SearchArea {
  lat: number;
  lng: number;
  meters: number;
}

type SearchQueryParams = FilterQueryParams & {
  q: string;
  limit: number;
  lat?: number;
  lng?: number;
  nearMeters?: number;
};

export function searchQueryParams(
  text: string,
  filters: FacilityFilters,
  area: SearchArea | null = null,
): SearchQueryParams {
  return {
    q: text.trim().slice(0, SEARCH_TEXT_MAX_LENGTH),
    limit: SEARCH_PAGE_SIZE,
    ...filterQueryParams(filters),
    // Rounded (about 10 m, 1 m): a map nudged by a pixel asks the same question.
    ...(area && {
      lat: Math.round(area.lat * 1e4) / 1e4,
      lng: Math.round(area.lng * 1e4) / 1e4,
      nearMeters: Math.min(
        Math.max(1, Math.round(area.meters)),
        FACILITY_LIMITS.nearestDistanceMaxMeters,
      ),
    }),
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

export function searchFacilitiesQueryOptions(
  text: string,
  filters: FacilityFilters,
  area: SearchArea | null = null,
) {
  const params = searchQueryParams(text, filters, area);
  return infiniteQueryOptions({
    queryKey: facilityKeys.search(params),
    queryFn: ({ pageParam, signal }) => searchFacilities(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: FACILITY_STALE_TIME_MS,
  });
}

/**
 * Facilities whose name, kana or address hold every word (the api folds width and kana); those
 * in `area` first, nearest first.
 */
export function useSearchFacilities(
  text: string,
  filters: FacilityFilters,
  area: SearchArea | null = null,
) {
  return useInfiniteQuery({
    ...searchFacilitiesQueryOptions(text, filters, area),
    enabled: text.trim() !== '',
  });
}
