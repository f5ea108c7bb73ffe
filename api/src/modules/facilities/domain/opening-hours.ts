export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A weekday, or the national-holiday schedule that replaces the weekday's on holidays. */
export const DAY_KEYS = [...WEEKDAYS, 'holiday'] as const;
export type DayKey = (typeof DAY_KEYS)[number];

/**
 * One opening band. Times are 'HH:MM' in Japan time. A band that runs past midnight keeps
 * counting hours (e.g. close '26:00' is 2 a.m. the next day), so open < close always holds.
 */
export interface TimeBand {
  open: string;
  close: string;
}

/**
 * Opening hours per day. For each day: a list of bands, `[]` when closed, and `null` when the
 * source does not say (an unknown day is never reported as open).
 * `original` keeps the source text; `unparsed` lists fragments of it the parser could not read.
 */
export type OpeningHours = Record<DayKey, TimeBand[] | null> & {
  original: string | null;
  unparsed: string[];
};

export function emptyOpeningHours(original: string | null): OpeningHours {
  return {
    mon: null,
    tue: null,
    wed: null,
    thu: null,
    fri: null,
    sat: null,
    sun: null,
    holiday: null,
    original,
    unparsed: [],
  };
}
