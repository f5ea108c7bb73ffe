// The facility api's paths, kinds, limits and id checks, without zod: the facility contract and
// the opening hours an order's pharmacy carries (opening-hours.ts) both build on them, and a
// module that needs one of them does not construct every facility schema.

/** Every facility endpoint of the product api lives under this path. */
export const FACILITIES_PATH = '/ps/v1/facilities';

/** The kinds of facility, in the order the screens offer them. */
export const FACILITY_TYPES = ['pharmacy', 'hospital', 'clinic'] as const;
export type FacilityType = (typeof FACILITY_TYPES)[number];

/** Weekdays from Monday, as the api names them. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A weekday, or the national-holiday schedule that replaces it on holidays. */
export const DAY_KEYS = [...WEEKDAYS, 'holiday'] as const;
export type DayKey = (typeof DAY_KEYS)[number];

export function isFacilityType(value: unknown): value is FacilityType {
  return typeof value === 'string' && (FACILITY_TYPES as readonly string[]).includes(value);
}

export function isDayKey(value: unknown): value is DayKey {
  return typeof value === 'string' && (DAY_KEYS as readonly string[]).includes(value);
}

/** Facility ids as the api writes them: `<kind>:<code>`. */
export const FACILITY_ID_PATTERN = /^[a-z]+:[0-9A-Za-z._-]{1,64}$/;

export function isFacilityId(value: unknown): value is string {
  return typeof value === 'string' && FACILITY_ID_PATTERN.test(value);
}

/** Prefecture codes 01–47 (JIS X 0401). */
export const PREFECTURE_CODE_PATTERN = /^(0[1-9]|[1-3]\d|4[0-7])$/;

export function isPrefectureCode(value: unknown): value is string {
  return typeof value === 'string' && PREFECTURE_CODE_PATTERN.test(value);
}

/** What the facility endpoints accept at the most. */
export const FACILITY_LIMITS = {
  /** Characters of a text search. */
  searchTextMaxLength: 100,
  /** Facilities in one page of a list or of the nearest search. */
  pageSizeMax: 100,
  /** Farthest distance of the nearest search: about the length of Japan. */
  nearestDistanceMaxMeters: 3_500_000,
} as const;

/** The `source` of the labelled demo dataset of the embedded api. */
export const DEMO_FACILITY_SOURCE = 'harmo-demo';
