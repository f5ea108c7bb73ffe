import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import {
  FACILITIES_PATH,
  FACILITY_LIMITS,
  NearestResponse,
  type NearbyFacility,
} from '@harmo/contracts/facilities-answers';
import { NO_FILTERS, type FacilityFilters } from '../types/facility';
import { filterQueryParams, type FilterQueryParams } from '../utils/filter-params';
import { FACILITY_STALE_TIME_MS, facilityKeys } from './facility-api';

export type { NearbyFacility } from '@harmo/contracts/facilities-answers';

/** The api's limits: at most 100 facilities, at most 3,500 km away. */
export const NEAREST_LIMIT_MAX = FACILITY_LIMITS.pageSizeMax;
export const NEAREST_DISTANCE_MAX_METERS = FACILITY_LIMITS.nearestDistanceMaxMeters;

export interface NearestRequest {
  lat: number;
  lng: number;
  limit: number;
  /** Farthest distance in metres; none: no limit. */
  maxDistance?: number;
  filters: FacilityFilters;
}

type NearestQueryParams = FilterQueryParams & {
  lat: number;
  lng: number;
  limit: number;
  maxDistance?: number;
};

export function nearestQueryParams(request: NearestRequest): NearestQueryParams {
  const params: NearestQueryParams = {
    // About 1 m: the same spot asks the same question.
    lat: Math.round(request.lat * 100_000) / 100_000,
    lng: Math.round(request.lng * 100_000) / 100_000,
    limit: Math.min(NEAREST_LIMIT_MAX, Math.max(1, Math.round(request.limit))),
    ...filterQueryParams(request.filters),
  };
  if (request.maxDistance !== undefined) {
    params.maxDistance = Math.min(
      NEAREST_DISTANCE_MAX_METERS,
      Math.max(1, Math.ceil(request.maxDistance)),
    );
  }
  return params;
}

export function getNearestFacilities(
  params: NearestQueryParams,
  signal?: AbortSignal,
): Promise<NearbyFacility[]> {
  return apiRequest(`${FACILITIES_PATH}/nearest`, {
    auth: false,
    query: { ...params },
    schema: NearestResponse,
    signal,
  }).then((answer) => answer.facilities);
}

export function nearestFacilitiesQueryOptions(request: NearestRequest) {
  const params = nearestQueryParams(request);
  return queryOptions({
    queryKey: facilityKeys.nearest(params),
    queryFn: ({ signal }) => getNearestFacilities(params, signal),
    staleTime: FACILITY_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });
}

/** Facilities nearest a point, nearest first; idle while there is no point. */
export function useNearestFacilities(request: NearestRequest | null) {
  return useQuery({
    ...nearestFacilitiesQueryOptions(request ?? { lat: 0, lng: 0, limit: 1, filters: NO_FILTERS }),
    enabled: request !== null,
  });
}
