import type { FacilityFilters } from '../types/facility';
import { filterQueryParams } from '../utils/filter-params';

/** Facility data changes with imports, not by the minute; open-now answers age within a minute. */
export const FACILITY_STALE_TIME_MS = 60_000;

/**
 * Query keys of every facility query, from the general to the particular, so that a family
 * of queries can be refetched or dropped together.
 */
export const facilityKeys = {
  all: ['facilities'] as const,
  /** Every map view's answer (the prefix of `map`). */
  maps: ['facilities', 'map'] as const,
  map: (params: object) => ['facilities', 'map', params] as const,
  nearest: (params: object) => ['facilities', 'nearest', params] as const,
  search: (params: object) => ['facilities', 'search', params] as const,
  prefectures: (filters: FacilityFilters) =>
    ['facilities', 'areas', filterQueryParams(filters)] as const,
  municipalities: (prefectureCode: string, filters: FacilityFilters) =>
    ['facilities', 'areas', prefectureCode, filterQueryParams(filters)] as const,
  areaList: (params: object) => ['facilities', 'list', params] as const,
  detail: (id: string) => ['facilities', 'detail', id] as const,
};
