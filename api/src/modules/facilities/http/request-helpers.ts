import type { z } from 'zod';
import { badRequest } from '../../../http/errors';
import type { FacilityType } from '../domain/facility';
import { scheduleMomentAt, scheduleMomentOn } from '../opening-hours/japan-time';
import { minutesFromTime } from '../opening-hours/time-of-day';
import type { FacilityFilter } from '../search/facility-filter';
import { typeMaskOf } from '../search/facility-filter';
import { decodeCursor } from '../search/page-cursor';
import type { FacilityReadIndex } from '../search/read-index';
import type { PageResponse } from '@harmo/contracts/facilities';

/** The filter parameters as the schemas hand them over. */
export interface FilterParams {
  type?: FacilityType[] | undefined;
  openNow?: boolean | undefined;
  weekday?: FacilityFilter['opensOn'] | undefined;
  time?: string | undefined;
  afterHours?: boolean | undefined;
}

/** Turns the validated filter parameters into a filter, reading the clock for openNow. */
export function filterFrom(params: FilterParams, now: Date): FacilityFilter {
  const openAt = params.openNow
    ? scheduleMomentAt(now)
    : params.weekday && params.time
      ? scheduleMomentOn(params.weekday, minutesFromTime(params.time))
      : null;
  return {
    typeMask: typeMaskOf(params.type),
    openAt,
    opensOn: params.weekday && !params.time ? params.weekday : null,
    afterHoursOnly: params.afterHours === true,
  };
}

/** The offset a page cursor stands for; 400 for a cursor this api did not issue. */
export function offsetFrom(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const decoded = decodeCursor(cursor);
  if (!decoded) throw badRequest('cursor is not one this api issued', 'invalid_cursor');
  return decoded.offset;
}

/** A facility as search results list it, with whether it is open at `now`. */
export function summary(
  index: FacilityReadIndex,
  position: number,
  now: Date,
): z.infer<typeof PageResponse>['facilities'][number] {
  const facility = index.facilities[position];
  if (!facility) throw new Error(`No facility at position ${position}`);
  return { ...facility, openNow: index.openState(position, scheduleMomentAt(now)) };
}
