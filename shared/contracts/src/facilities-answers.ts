import { z } from 'zod';
import { FACILITY_TYPES } from './facilities-constants';
import { DayKeySchema, OpeningHoursSchema } from './opening-hours';

export * from './facilities-constants';
export * from './opening-hours';

// The facility answers with the constants, in a module of their own: what a client of the
// facility api needs. A client checks what the api answers and never builds a request schema,
// and the search parameters (coerced, refined, each with its message) are most of what the
// whole contract builds when it is first imported. The api takes both through `./facilities`.

export const FacilityTypeSchema = z.enum(FACILITY_TYPES);
/** What names and places a facility, in every answer that shows one. */
const facilityIdentity = {
  id: z.string(),
  type: FacilityTypeSchema,
  name: z.string(),
  kana: z.string().nullable(),
  address: z.string().nullable(),
  prefectureCode: z.string().nullable(),
  prefecture: z.string().nullable(),
  municipality: z.string().nullable(),
};

/** One facility in a list (search results, area listing). */
export const FacilitySummary = z.object({
  ...facilityIdentity,
  lat: z.number(),
  lng: z.number(),
  afterHours: z.boolean().nullable(),
  openNow: z.boolean().nullable().describe('null when the hours for today are unknown'),
});

export const NearbyFacility = FacilitySummary.extend({
  distanceMeters: z.number().int(),
});

export type FacilitySummary = z.infer<typeof FacilitySummary>;
export type NearbyFacility = z.infer<typeof NearbyFacility>;

export const MapCluster = z.object({
  id: z.string(),
  lat: z.number(),
  lng: z.number(),
  count: z.number().int(),
  expansionZoom: z.number().int().describe('Zoom at which the cluster splits'),
});
export type MapCluster = z.infer<typeof MapCluster>;

export const MapPoint = z.object({
  id: z.string(),
  name: z.string(),
  type: FacilityTypeSchema,
  lat: z.number(),
  lng: z.number(),
});
export type MapPoint = z.infer<typeof MapPoint>;

export const MapResponse = z.object({
  clusters: z.array(MapCluster),
  points: z.array(MapPoint),
  total: z.number().int().describe('Matching facilities in view, including any left out'),
  capped: z.boolean().describe('true: items were left out to keep the answer small; zoom in'),
  zoom: z.number().describe('Zoom the answer was computed at'),
});

export type MapResponse = z.infer<typeof MapResponse>;

export const NearestResponse = z.object({ facilities: z.array(NearbyFacility) });
export type NearestResponse = z.infer<typeof NearestResponse>;

export const PageResponse = z.object({
  facilities: z.array(FacilitySummary),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type PageResponse = z.infer<typeof PageResponse>;

export const AreasResponse = z.object({
  prefectures: z.array(z.object({ code: z.string(), name: z.string(), count: z.number().int() })),
  total: z.number().int(),
});
export type AreasResponse = z.infer<typeof AreasResponse>;

export const AreaResponse = z.object({
  prefecture: z.object({ code: z.string(), name: z.string(), count: z.number().int() }),
  municipalities: z.array(z.object({ name: z.string(), count: z.number().int() })),
});
export type AreaResponse = z.infer<typeof AreaResponse>;

export const FacilityDetail = z.object({
  ...facilityIdentity,
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  openingHours: OpeningHoursSchema.nullable(),
  today: DayKeySchema.describe("Today's schedule day in Japan (holiday on national holidays)"),
  openNow: z.boolean().nullable(),
  afterHours: z.boolean().nullable(),
  attributes: z.record(z.string(), z.unknown()),
  active: z.boolean().describe('false when the source withdrew the facility'),
  withdrawnAt: z.string().nullable(),
  source: z.string(),
  sourceDate: z.string().nullable(),
  updatedAt: z.string(),
});
export type FacilityDetail = z.infer<typeof FacilityDetail>;
