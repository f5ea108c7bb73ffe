import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@harmo/shared';
import { dayKeySchema, facilityTypeSchema, openingHoursSchema } from '../types/facility';
import {
  FACILITIES_PATH,
  FACILITY_STALE_TIME_MS,
  facilityKeys,
  retryUnlessRefused,
} from './facility-api';

export const facilityDetailSchema = z.object({
  id: z.string(),
  type: facilityTypeSchema,
  name: z.string(),
  kana: z.string().nullable(),
  address: z.string().nullable(),
  prefectureCode: z.string().nullable(),
  prefecture: z.string().nullable(),
  municipality: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  openingHours: openingHoursSchema.nullable(),
  /** Today's schedule day in Japan: a weekday, or `holiday` on national holidays. */
  today: dayKeySchema,
  openNow: z.boolean().nullable(),
  afterHours: z.boolean().nullable(),
  /** false when the source withdrew the facility. */
  active: z.boolean(),
  source: z.string(),
});
export type FacilityDetail = z.infer<typeof facilityDetailSchema>;

/** The `source` of the labelled demo dataset of the embedded api. */
export const DEMO_SOURCE = 'harmo-demo';

/** Facility ids as the api writes them: `<kind>:<code>`. */
export function isFacilityId(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z]+:[0-9A-Za-z._-]{1,64}$/.test(value);
}

export function getFacility(id: string, signal?: AbortSignal): Promise<FacilityDetail> {
  return apiRequest(`${FACILITIES_PATH}/${encodeURIComponent(id)}`, {
    auth: false,
    schema: facilityDetailSchema,
    signal,
  });
}

export function facilityQueryOptions(id: string) {
  return queryOptions({
    queryKey: facilityKeys.detail(id),
    queryFn: ({ signal }) => getFacility(id, signal),
    staleTime: FACILITY_STALE_TIME_MS,
    retry: retryUnlessRefused,
  });
}

/** Everything known about one facility; idle without an id. */
export function useFacility(id: string | null) {
  return useQuery({ ...facilityQueryOptions(id ?? ''), enabled: id !== null });
}
