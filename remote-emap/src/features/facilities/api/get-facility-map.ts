import {
  keepPreviousData,
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
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

const FILTER_PARAMS = ['type', 'openNow', 'weekday', 'time', 'afterHours'] as const;
/**
 * Filters the api clusters per request, over the facilities of the area asked for: a cluster at
 * the edge of a view then differs from the same place in a larger area's answer.
 */
const PER_REQUEST_FILTERS = ['openNow', 'weekday', 'afterHours'] as const;

/**
 * Whether the api's clusters for these filters are made in advance for the whole country, so
 * that the answer for an area also answers every view inside it (`coveringFacilityMap`).
 */
export function clustersMadeInAdvance(filters: FacilityFilters): boolean {
  const params = filterQueryParams(filters);
  return !PER_REQUEST_FILTERS.some((name) => params[name] !== undefined);
}

function holds(outer: MapBounds, inner: MapBounds): boolean {
  return (
    outer.west <= inner.west &&
    outer.south <= inner.south &&
    outer.east >= inner.east &&
    outer.north >= inner.north
  );
}

function inside(bounds: MapBounds, { lat, lng }: { lat: number; lng: number }): boolean {
  return lat >= bounds.south && lat <= bounds.north && lng >= bounds.west && lng <= bounds.east;
}

/**
 * The part of an answer for a larger area that lies in `view`. Without an opening-hours filter
 * the api's clusters are made in advance for the whole country and an item is kept when its
 * position is in the area asked for, so this is the answer the api gives for the view itself.
 */
function answerWithin(answer: MapResponse, view: MapBounds): MapResponse {
  const clusters = answer.clusters.filter((cluster) => inside(view, cluster));
  const points = answer.points.filter((point) => inside(view, point));
  const total = clusters.reduce((sum, cluster) => sum + cluster.count, points.length);
  return { ...answer, clusters, points, total };
}

/**
 * An answer already in the cache that also answers the view `params`, cut to the view: asked at
 * the same zoom with the same filters (and none the api clusters per request) for an area holding
 * the whole view, and complete (nothing left out by the item limit, computed at the zoom asked).
 * This is how the answer prefetched for a map about to open (asked for the whole window around
 * its centre, before the map knew its own size) serves its first view.
 */
export function coveringFacilityMap(
  queryClient: QueryClient,
  params: MapQueryParams,
): { data: MapResponse; updatedAt: number } | undefined {
  if (PER_REQUEST_FILTERS.some((name) => params[name] !== undefined)) return undefined;
  for (const query of queryClient.getQueryCache().findAll({ queryKey: facilityKeys.maps })) {
    const asked = query.queryKey[2] as MapQueryParams | undefined;
    const data = query.state.data as MapResponse | undefined;
    if (!asked || !data || data.capped || data.zoom !== params.zoom) continue;
    if (asked.zoom !== params.zoom || !holds(asked, params)) continue;
    if (FILTER_PARAMS.some((name) => asked[name] !== params[name])) continue;
    return { data: answerWithin(data, params), updatedAt: query.state.dataUpdatedAt };
  }
  return undefined;
}

/** Clusters and facilities of a map view; idle until the map knows its view. */
export function useFacilityMap(request: FacilityMapRequest | null) {
  const queryClient = useQueryClient();
  const asked = request ?? {
    bounds: { west: 0, south: 0, east: 0, north: 0 },
    zoom: 0,
    filters: NO_FILTERS,
  };
  const params = facilityMapQueryParams(asked);
  return useQuery({
    ...facilityMapQueryOptions(asked),
    enabled: request !== null,
    // Read only when the view has no answer of its own yet; a stale one is shown and refreshed.
    initialData: () => (request ? coveringFacilityMap(queryClient, params)?.data : undefined),
    initialDataUpdatedAt: () =>
      request ? coveringFacilityMap(queryClient, params)?.updatedAt : undefined,
  });
}
