import type { DayKey, FacilitySummary, FacilityType } from '@harmo/contracts/facilities-answers';
import { FACILITY_LIMITS } from '@harmo/contracts/facilities-constants';

// The shapes the api answers with come from the contract; this file holds only what the screens
// add on top of them. Its values come from the contract's constants, which build no schema: the
// screens' filters and the first data of a map read them before zod and the schemas are needed.
export {
  DAY_KEYS,
  FACILITY_TYPES,
  WEEKDAYS,
  isDayKey,
  isFacilityId,
  isFacilityType,
} from '@harmo/contracts/facilities-constants';
export type {
  DayKey,
  FacilitySummary,
  FacilityType,
  OpeningHours,
  PageResponse as FacilityPage,
  TimeBand,
  Weekday,
} from '@harmo/contracts/facilities-answers';

/** A facility in a list that may carry its distance from where the list was asked for. */
export type ListedFacility = FacilitySummary & { distanceMeters?: number };

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

/** The api reads at most this many characters of a search. */
export const SEARCH_TEXT_MAX_LENGTH = FACILITY_LIMITS.searchTextMaxLength;
