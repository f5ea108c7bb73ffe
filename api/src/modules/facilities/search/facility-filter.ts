import type { FacilityType } from '../domain/facility';
import { FACILITY_TYPES } from '../domain/facility';
import type { DayKey } from '../domain/opening-hours';
import type { ScheduleMoment } from '../opening-hours/japan-time';

export const ALL_TYPES_MASK = (1 << FACILITY_TYPES.length) - 1;

export function typeBit(type: FacilityType): number {
  return 1 << FACILITY_TYPES.indexOf(type);
}

export function typeMaskOf(types: readonly FacilityType[] | undefined): number {
  if (!types || types.length === 0) return ALL_TYPES_MASK;
  return types.reduce((mask, type) => mask | typeBit(type), 0);
}

/** What a search keeps, already resolved against the clock. */
export interface FacilityFilter {
  typeMask: number;
  /** Open at this moment (open now, or open on a weekday at a time). */
  openAt: ScheduleMoment | null;
  /** Open at some time on this day. */
  opensOn: DayKey | null;
  /** Only facilities that offer after-hours support. */
  afterHoursOnly: boolean;
}

export const NO_FILTER: FacilityFilter = {
  typeMask: ALL_TYPES_MASK,
  openAt: null,
  opensOn: null,
  afterHoursOnly: false,
};

/** Filters beyond type cannot use the pre-clustered indexes: clusters are then made per request. */
export function filtersBeyondType(filter: FacilityFilter): boolean {
  return filter.openAt !== null || filter.opensOn !== null || filter.afterHoursOnly;
}
