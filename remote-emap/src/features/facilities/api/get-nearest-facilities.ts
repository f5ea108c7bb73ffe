import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@harmo/shared';
import { facilitySummarySchema, NO_FILTERS, type FacilityFilters } from '../types/facility';
import { filterQueryParams, type FilterQueryParams } from '../utils/filter-params';
import {
  FACILITIES_PATH,
  FACILITY_STALE_TIME_MS,
  facilityKeys,
  retryUnlessRefused,
} from './facility-api';

export const nearbyFacilitySchema = facilitySummarySchema.extend({
  distanceMeters: z.number().int(),
});
export type NearbyFacility = z.infer<typeof nearbyFacilitySchema>;

export const nearestFacilitiesSchema = z.object({ facilities: z.array(nearbyFacilitySchema) });

/** The api's limits: at most 100 facilities, at most 3,500 km away. */
export const NEAREST_LIMIT_MAX = 100;
export const NEAREST_DISTANCE_MAX_METERS = 3_500_000;

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
    schema: nearestFacilitiesSchema,
    signal,
  }).then((answer) => answer.facilities);
}

export function nearestFacilitiesQueryOptions(request: NearestRequest) {
  const params = nearestQueryParams(request);
  return queryOptions({
    queryKey: facilityKeys.nearest(params),
    queryFn: ({ signal }) => getNearestFacilities(params, signal),
    staleTime: FACILITY_STALE_TIME_MS,
    retry: retryUnlessRefused,
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
