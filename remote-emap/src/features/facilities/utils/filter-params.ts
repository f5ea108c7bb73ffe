import type { FacilityFilters } from '../types/facility';

/** Query parameters of the filters, as every facility endpoint of the api names them. */
export interface FilterQueryParams {
  type?: string;
  openNow?: 'true';
  weekday?: string;
  time?: string;
  afterHours?: 'true';
}

/**
 * Turns the filters into api query parameters. Only what narrows the answer is sent, so equal
 * filters always give equal requests (and share one cache entry).
 */
export function filterQueryParams(filters: FacilityFilters): FilterQueryParams {
  const params: FilterQueryParams = {};
  if (filters.type) params.type = filters.type;
  if (filters.hours.kind === 'openNow') params.openNow = 'true';
  if (filters.hours.kind === 'openOn') {
    params.weekday = filters.hours.day;
    if (filters.hours.time) params.time = filters.hours.time;
  }
  if (filters.afterHours) params.afterHours = 'true';
  return params;
}

/** How many filters narrow the answer (shown on the filter button). */
export function activeFilterCount(filters: FacilityFilters): number {
  return (
    (filters.type ? 1 : 0) + (filters.hours.kind === 'any' ? 0 : 1) + (filters.afterHours ? 1 : 0)
  );
}
