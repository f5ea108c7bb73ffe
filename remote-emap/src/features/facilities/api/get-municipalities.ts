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
import { prefectureCountSchema } from './get-prefectures';

export const municipalitiesSchema = z.object({
  prefecture: prefectureCountSchema,
  municipalities: z.array(z.object({ name: z.string(), count: z.number().int() })),
});
export type Municipalities = z.infer<typeof municipalitiesSchema>;

/** Prefecture codes as the api accepts them: 01–47. */
export function isPrefectureCode(value: unknown): value is string {
  return typeof value === 'string' && /^(0[1-9]|[1-3]\d|4[0-7])$/.test(value);
}

export function getMunicipalities(
  prefectureCode: string,
  filters: FacilityFilters,
  signal?: AbortSignal,
) {
  return apiRequest(`${FACILITIES_PATH}/areas/${encodeURIComponent(prefectureCode)}`, {
    auth: false,
    query: { ...filterQueryParams(filters) },
    schema: municipalitiesSchema,
    signal,
  });
}

export function municipalitiesQueryOptions(prefectureCode: string, filters: FacilityFilters) {
  return queryOptions({
    queryKey: facilityKeys.municipalities(prefectureCode, filters),
    queryFn: ({ signal }) => getMunicipalities(prefectureCode, filters, signal),
    staleTime: FACILITY_STALE_TIME_MS,
    retry: retryUnlessRefused,
  });
}

/** The municipalities of a prefecture with how many facilities each holds; idle without one. */
export function useMunicipalities(prefectureCode: string | null, filters: FacilityFilters) {
  return useQuery({
    ...municipalitiesQueryOptions(prefectureCode ?? '', filters),
    enabled: prefectureCode !== null,
  });
}
