// Day names, opening bands and opening hours are part of the api's contract with the web.
// A band that runs past midnight keeps counting hours (close '26:00' is 2 a.m. the next day), so
// open < close always holds. For each day: a list of bands, `[]` when closed, and `null` when the
// source does not say (an unknown day is never reported as open); `original` keeps the source
// text and `unparsed` lists fragments of it the parser could not read.
import type { OpeningHours } from '@harmo/contracts/facilities';
export { DAY_KEYS, WEEKDAYS } from '@harmo/contracts/facilities';
export type { DayKey, OpeningHours, TimeBand, Weekday } from '@harmo/contracts/facilities';

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
