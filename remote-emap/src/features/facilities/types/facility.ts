import { z } from 'zod';

/** The kinds of facility the api knows, in the order the screens offer them. */
export const FACILITY_TYPES = ['pharmacy', 'hospital', 'clinic'] as const;
export const facilityTypeSchema = z.enum(FACILITY_TYPES);
export type FacilityType = z.infer<typeof facilityTypeSchema>;

export function isFacilityType(value: unknown): value is FacilityType {
  return typeof value === 'string' && (FACILITY_TYPES as readonly string[]).includes(value);
}

/** Weekdays from Monday, as the api names them. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A weekday, or the national-holiday schedule that replaces it on holidays. */
export const DAY_KEYS = [...WEEKDAYS, 'holiday'] as const;
export const dayKeySchema = z.enum(DAY_KEYS);
export type DayKey = z.infer<typeof dayKeySchema>;

export function isDayKey(value: unknown): value is DayKey {
  return typeof value === 'string' && (DAY_KEYS as readonly string[]).includes(value);
}

/** 'HH:MM' in Japan time; a close time may pass 24:00 ('26:00' is 2 a.m. the next day). */
export const timeBandSchema = z.object({ open: z.string(), close: z.string() });
export type TimeBand = z.infer<typeof timeBandSchema>;

/** Bands of one day: `[]` closed, `null` not known. */
const dayBandsSchema = z.array(timeBandSchema).nullable();

export const openingHoursSchema = z.object({
  mon: dayBandsSchema,
  tue: dayBandsSchema,
  wed: dayBandsSchema,
  thu: dayBandsSchema,
  fri: dayBandsSchema,
  sat: dayBandsSchema,
  sun: dayBandsSchema,
  holiday: dayBandsSchema,
  /** The source text as written. */
  original: z.string().nullable(),
  /** Parts of the source text the api could not read. */
  unparsed: z.array(z.string()),
});
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** One facility in a list (search results, area listing, nearest). */
export const facilitySummarySchema = z.object({
  id: z.string(),
  type: facilityTypeSchema,
  name: z.string(),
  kana: z.string().nullable(),
  address: z.string().nullable(),
  prefectureCode: z.string().nullable(),
  prefecture: z.string().nullable(),
  municipality: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  afterHours: z.boolean().nullable(),
  /** null when today's hours are not known. */
  openNow: z.boolean().nullable(),
});
export type FacilitySummary = z.infer<typeof facilitySummarySchema>;

/** A facility in a list that may carry its distance from where the list was asked for. */
export type ListedFacility = FacilitySummary & { distanceMeters?: number };

/** A page of a list the api pages with an opaque cursor. */
export const facilityPageSchema = z.object({
  facilities: z.array(facilitySummarySchema),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type FacilityPage = z.infer<typeof facilityPageSchema>;

/** When a facility must be open, as the filters put it. */
export type HoursFilter =
  { kind: 'any' } | { kind: 'openNow' } | { kind: 'openOn'; day: DayKey; time: string | null };

/** The filters every search endpoint accepts. */
export interface FacilityFilters {
  /** null: every type. */
  type: FacilityType | null;
  hours: HoursFilter;
  afterHours: boolean;
}

export const NO_FILTERS: FacilityFilters = {
  type: null,
  hours: { kind: 'any' },
  afterHours: false,
};

/** What a picking screen hands back to its caller. */
export interface PickedFacility {
  id: string;
  name: string;
  type: FacilityType;
  address: string | null;
}
