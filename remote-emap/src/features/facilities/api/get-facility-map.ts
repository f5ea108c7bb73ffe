import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { FACILITIES_PATH, MapResponse } from '@harmo/contracts/facilities';
import { NO_FILTERS, type FacilityFilters } from '../types/facility';
import { filterQueryParams, type FilterQueryParams } from '../utils/filter-params';
import { FACILITY_STALE_TIME_MS, facilityKeys } from './facility-api';

export type { MapCluster, MapPoint, MapResponse as FacilityMap } from '@harmo/contracts/facilities';

export interface MapBounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

export interface FacilityMapRequest {
  bounds: MapBounds;
  zoom: number;
  filters: FacilityFilters;
}

type MapQueryParams = FilterQueryParams & MapBounds & { zoom: number };

/** Coordinates to about 10 m: tiny moves of the map ask the same question (and hit the cache). */
function roundCoordinate(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** The query of a map view; bounds are clamped to what the api accepts. */
export function facilityMapQueryParams({
  bounds,
  zoom,
  filters,
}: FacilityMapRequest): MapQueryParams {
  return {
    west: roundCoordinate(clamp(bounds.west, -180, 180)),
    south: roundCoordinate(clamp(bounds.south, -90, 90)),
    east: roundCoordinate(clamp(bounds.east, -180, 180)),
    north: roundCoordinate(clamp(bounds.north, -90, 90)),
    zoom: clamp(Math.round(zoom), 0, 20),
    ...filterQueryParams(filters),
  };
}

export function getFacilityMap(params: MapQueryParams, signal?: AbortSignal): Promise<MapResponse> {
  return apiRequest(`${FACILITIES_PATH}/map`, {
    auth: false,
    query: { ...params },
    schema: MapResponse,
    signal,
  });
}

export function facilityMapQueryOptions(request: FacilityMapRequest) {
  const params = facilityMapQueryParams(request);
  return queryOptions({
    queryKey: facilityKeys.map(params),
    queryFn: ({ signal }) => getFacilityMap(params, signal),
    staleTime: FACILITY_STALE_TIME_MS,
    // The markers of the last view stay while the next view loads, instead of blinking out.
    placeholderData: keepPreviousData,
  });
}

/** Clusters and facilities of a map view; idle until the map knows its view. */
export function useFacilityMap(request: FacilityMapRequest | null) {
  return useQuery({
    ...facilityMapQueryOptions(
      request ?? { bounds: { west: 0, south: 0, east: 0, north: 0 }, zoom: 0, filters: NO_FILTERS },
    ),
    enabled: request !== null,
  });
}
