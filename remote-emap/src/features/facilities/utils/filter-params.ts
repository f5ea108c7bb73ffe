import type { z } from 'zod';
// A type only, which bundles nothing: the request schemas the lint keeps off the web are not built.
// eslint-disable-next-line no-restricted-imports
import type { AreasQuery } from '@harmo/contracts/facilities';
import type { FacilityFilters } from '../types/facility';

/** Query parameters of the filters, as every facility endpoint of the api names them. */
export type FilterQueryParams = z.input<typeof AreasQuery>;

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
