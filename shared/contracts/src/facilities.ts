import { z } from 'zod';
import {
  DAY_KEYS,
  FACILITY_ID_PATTERN,
  FACILITY_LIMITS,
  FACILITY_TYPES,
  PREFECTURE_CODE_PATTERN,
  type FacilityType,
} from './facilities-constants';
import { queryNumber } from './query-number';

// The request schemas; the answers, the constants and the opening hours come with them.
export * from './facilities-answers';

/**
 * Query parameters arrive as strings and are coerced, from decimal text only (`queryNumber`),
 * within `bounds`. Blank values (`lat=`) are removed before validation (the api's query reader
 * does this), so they count as missing rather than as zero.
 */
const numberParam = (describe: string, bounds: (value: z.ZodNumber) => z.ZodNumber) =>
  queryNumber(bounds(z.coerce.number({ error: 'must be a number' })).describe(describe));

const booleanParam = (describe: string) =>
  z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((value) => value === 'true')
    .describe(describe);

const typeListParam = z
  .string()
  .transform((value, context) => {
    const types = value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
    const unknown = types.filter((item) => !(FACILITY_TYPES as readonly string[]).includes(item));
    if (types.length === 0 || unknown.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `must be one or more of ${FACILITY_TYPES.join(', ')} (comma-separated)`,
      });
      return z.NEVER;
    }
    return [...new Set(types)] as FacilityType[];
  })
  .describe('Facility types, comma-separated: pharmacy, hospital, clinic. Default: all.');

/** The filters every search endpoint accepts. */
export const filterParams = {
  type: typeListParam.optional(),
  openNow: booleanParam(
    'true: only facilities open now (Japan time, holidays included)',
  ).optional(),
  weekday: z
    .enum(DAY_KEYS, { error: `must be one of ${DAY_KEYS.join(', ')}` })
    .optional()
    .describe('Only facilities open on this day (holiday: national holidays).'),
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'must be a time HH:MM (00:00–23:59)' })
    .optional()
    .describe('With weekday: only facilities open on that day at this time (Japan time).'),
  afterHours: booleanParam('true: only facilities offering after-hours support').optional(),
};

type FilterInput = {
  openNow?: boolean | undefined;
  weekday?: string | undefined;
  time?: string | undefined;
};

/** Checks the filter combinations a single field cannot. */
export function checkFilterCombination(value: FilterInput, context: z.RefinementCtx): void {
  if (value.time !== undefined && value.weekday === undefined) {
    context.addIssue({ code: 'custom', path: ['time'], message: 'needs weekday' });
  }
  if (value.openNow === true && value.weekday !== undefined) {
    context.addIssue({
      code: 'custom',
      path: ['openNow'],
      message: 'cannot be combined with weekday; use one or the other',
    });
  }
}

const limitParam = (max: number, fallback: number) =>
  queryNumber(
    z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(max, { error: `must be at most ${max}` })
      .default(fallback),
  ).describe(`Page size, 1–${max} (default ${fallback}).`);

const cursorParam = z.string().max(200).optional().describe('nextCursor of the previous page.');

const between = (min: number, max: number) => ({ error: `must be between ${min} and ${max}` });

const distance = (value: z.ZodNumber) =>
  value.positive({ error: 'must be more than 0' }).max(FACILITY_LIMITS.nearestDistanceMaxMeters, {
    error: `must be at most ${FACILITY_LIMITS.nearestDistanceMaxMeters}`,
  });

export const latitude = numberParam('Latitude in degrees', (value) =>
  value.min(-90, between(-90, 90)).max(90, between(-90, 90)),
);
export const longitude = numberParam('Longitude in degrees', (value) =>
  value.min(-180, between(-180, 180)).max(180, between(-180, 180)),
);

export const MapQuery = z
  .strictObject({
    west: longitude,
    south: latitude,
    east: longitude,
    north: latitude,
    zoom: numberParam('Map zoom level, 0–20', (value) =>
      value.min(0, between(0, 20)).max(20, between(0, 20)),
    ),
    ...filterParams,
  })
  .superRefine((value, context) => {
    if (value.south > value.north) {
      context.addIssue({ code: 'custom', path: ['south'], message: 'must not be north of north' });
    }
    // west > east is a box across the antimeridian (west in the east, east in the west), which a
    // map panned across 180° sends; anything else with west > east is a mistake.
    if (value.west > value.east && !(value.west > 0 && value.east < 0)) {
      context.addIssue({
        code: 'custom',
        path: ['west'],
        message: 'must not be east of east (unless the box crosses the 180th meridian)',
      });
    }
    checkFilterCombination(value, context);
  });

export const NearestQuery = z
  .strictObject({
    lat: latitude,
    lng: longitude,
    limit: limitParam(FACILITY_LIMITS.pageSizeMax, 20),
    maxDistance: numberParam(
      'Farthest distance in metres (default: no limit)',
      distance,
    ).optional(),
    ...filterParams,
  })
  .superRefine(checkFilterCombination);

export const SearchQuery = z
  .strictObject({
    q: z
      .string()
      .trim()
      .min(1, { error: 'must not be empty' })
      .max(FACILITY_LIMITS.searchTextMaxLength, {
        error: `must be at most ${FACILITY_LIMITS.searchTextMaxLength} characters`,
      })
      .describe('Words to find in name, kana or address (every word must match).'),
    limit: limitParam(FACILITY_LIMITS.pageSizeMax, 20),
    cursor: cursorParam,
    lat: latitude.optional().describe('With lng and nearMeters: the centre of the user’s view.'),
    lng: longitude.optional(),
    nearMeters: numberParam(
      'Facilities within this distance of lat/lng come first, nearest first; the rest follow',
      distance,
    ).optional(),
    ...filterParams,
  })
  .superRefine((value, context) => {
    const given = [value.lat, value.lng, value.nearMeters].filter((v) => v !== undefined).length;
    if (given !== 0 && given !== 3) {
      context.addIssue({
        code: 'custom',
        path: ['nearMeters'],
        message: 'lat, lng and nearMeters go together',
      });
    }
    checkFilterCombination(value, context);
  });

export const PrefectureCodeParam = z
  .string({ error: 'is required' })
  .regex(PREFECTURE_CODE_PATTERN, { error: 'must be a prefecture code 01–47' });

export const AreasQuery = z.strictObject(filterParams).superRefine(checkFilterCombination);

export const AreaParams = z.strictObject({ prefectureCode: PrefectureCodeParam });

export const ListQuery = z
  .strictObject({
    prefectureCode: PrefectureCodeParam.describe('Prefecture code 01–47.'),
    municipality: z.string().trim().min(1).max(50).optional().describe('e.g. 新宿区, 札幌市中央区'),
    limit: limitParam(FACILITY_LIMITS.pageSizeMax, 50),
    cursor: cursorParam,
    ...filterParams,
  })
  .superRefine(checkFilterCombination);

export const FacilityParams = z.strictObject({
  id: z.string().regex(FACILITY_ID_PATTERN, {
    error: 'must be a facility id such as pharmacy:0123456789012',
  }),
});
