import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@harmo/shared';
import type { FacilityFilters } from '../types/facility';
import { filterQueryParams } from '../utils/filter-params';
import {
  FACILITIES_PATH,
  FACILITY_STALE_TIME_MS,
  facilityKeys,
  retryUnlessRefused,
} from './facility-api';

export const prefectureCountSchema = z.object({
  code: z.string(),
  name: z.string(),
  count: z.number().int(),
});
export type PrefectureCount = z.infer<typeof prefectureCountSchema>;

export const prefecturesSchema = z.object({
  prefectures: z.array(prefectureCountSchema),
  total: z.number().int(),
});
export type Prefectures = z.infer<typeof prefecturesSchema>;

export function getPrefectures(filters: FacilityFilters, signal?: AbortSignal) {
  return apiRequest(`${FACILITIES_PATH}/areas`, {
    auth: false,
    query: { ...filterQueryParams(filters) },
    schema: prefecturesSchema,
    signal,
  });
}

export function prefecturesQueryOptions(filters: FacilityFilters) {
  return queryOptions({
    queryKey: facilityKeys.prefectures(filters),
    queryFn: ({ signal }) => getPrefectures(filters, signal),
    staleTime: FACILITY_STALE_TIME_MS,
    retry: retryUnlessRefused,
  });
}

/** The 47 prefectures with how many facilities each holds. */
export function usePrefectures(filters: FacilityFilters) {
  return useQuery(prefecturesQueryOptions(filters));
}
