import {
  hashKey,
  keepPreviousData,
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import type { MapResponse } from '@harmo/contracts/facilities-answers';
import { FACILITIES_PATH } from '@harmo/contracts/facilities-constants';
import { NO_FILTERS, type FacilityFilters } from '../types/facility';
import { filterQueryParams, type FilterQueryParams } from '../utils/filter-params';
import { FACILITY_STALE_TIME_MS, facilityKeys } from './facility-api';

export type {
  MapCluster,
  MapPoint,
  MapResponse as FacilityMap,
} from '@harmo/contracts/facilities-answers';

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

/**
 * The facility contract (zod and every facility schema), loaded as the request leaves and used
 * once the answer has come: the first view of a map opened by a tap asks for its facilities from
 * a small chunk as soon as the app's routes are known, and the request does not wait for the
 * schemas to be built.
 */
const mapResponseSchema = () =>
  import('@harmo/contracts/facilities-answers').then((contract) => contract.MapResponse);

export function getFacilityMap(params: MapQueryParams, signal?: AbortSignal): Promise<MapResponse> {
  return apiRequest(`${FACILITIES_PATH}/map`, {
    auth: false,
    query: { ...params },
    schema: mapResponseSchema,
    signal,
  });
}

export function facilityMapQueryOptions(request: FacilityMapRequest) {
  return mapQueryOptions(facilityMapQueryParams(request));
}

function mapQueryOptions(params: MapQueryParams) {
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
 * Whether the answer asked for with `asked` also answers the view `params`: the same zoom and
 * filters (none the api clusters per request) and an area holding the whole view.
 */
function answersView(asked: MapQueryParams, params: MapQueryParams): boolean {
  if (PER_REQUEST_FILTERS.some((name) => params[name] !== undefined)) return false;
  if (asked.zoom !== params.zoom || !holds(asked, params)) return false;
  return FILTER_PARAMS.every((name) => asked[name] === params[name]);
}

/** Whether an answer is complete at the zoom asked (nothing left out by the item limit). */
function complete(answer: MapResponse, params: MapQueryParams): boolean {
  return !answer.capped && answer.zoom === params.zoom;
}

/** The map queries in the cache whose area, zoom and filters also answer the view `params`. */
function queriesAnsweringView(queryClient: QueryClient, params: MapQueryParams) {
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: facilityKeys.maps })
    .flatMap((query) => {
      const asked = query.queryKey[2] as MapQueryParams | undefined;
      return asked && answersView(asked, params) ? [{ query, asked }] : [];
    });
}

/**
 * An answer already in the cache that also answers the view `params`, cut to the view: asked for
 * an area holding it (`answersView`) and complete. This is how the answer prefetched for a map
 * about to open (asked for the whole window around its centre, before the map knew its own size)
 * serves its first view.
 */
export function coveringFacilityMap(
  queryClient: QueryClient,
  params: MapQueryParams,
): { data: MapResponse; updatedAt: number } | undefined {
  for (const { query } of queriesAnsweringView(queryClient, params)) {
    const data = query.state.data as MapResponse | undefined;
    if (!data || !complete(data, params)) continue;
    return { data: answerWithin(data, params), updatedAt: query.state.dataUpdatedAt };
  }
  return undefined;
}

/**
 * Whether a view around `centre` at the request's zoom and filters is already asked for (on its
 * way, or answered and still fresh). The prefetch of a page that opens with its map can come
 * after the map has asked for its own view; asking again for the window around it would fetch the
 * same facilities twice.
 */
export function viewAskedAround(
  queryClient: QueryClient,
  centre: { lat: number; lng: number },
  request: Omit<FacilityMapRequest, 'bounds'>,
): boolean {
  const params = facilityMapQueryParams({
    ...request,
    bounds: { west: centre.lng, south: centre.lat, east: centre.lng, north: centre.lat },
  });
  return queriesAnsweringView(queryClient, params).some(
    ({ query }) =>
      query.state.fetchStatus === 'fetching' || !query.isStaleByTime(FACILITY_STALE_TIME_MS),
  );
}

/**
 * The view's answer when a request for an area holding it is already on its way (the prefetch of
 * a map whose page is opening): that answer, awaited and cut to the view, instead of a second
 * request. Anything else (no such request, its failure, an incomplete answer) asks for the view.
 */
async function viewAnswer(
  queryClient: QueryClient,
  params: MapQueryParams,
  signal: AbortSignal,
): Promise<MapResponse> {
  const own = hashKey(facilityKeys.map(params));
  const coming = queriesAnsweringView(queryClient, params).find(
    ({ query }) => query.state.fetchStatus === 'fetching' && query.queryHash !== own,
  )?.asked;
  if (coming) {
    // fetchQuery joins the request in flight for that key rather than starting another.
    const answer = await queryClient.fetchQuery(mapQueryOptions(coming)).catch(() => undefined);
    if (answer && complete(answer, params)) return answerWithin(answer, params);
  }
  return getFacilityMap(params, signal);
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
    ...mapQueryOptions(params),
    queryFn: ({ signal }) => viewAnswer(queryClient, params, signal),
    enabled: request !== null,
    // Read only when the view has no answer of its own yet; a stale one is shown and refreshed.
    initialData: () => (request ? coveringFacilityMap(queryClient, params)?.data : undefined),
    initialDataUpdatedAt: () =>
      request ? coveringFacilityMap(queryClient, params)?.updatedAt : undefined,
  });
}
