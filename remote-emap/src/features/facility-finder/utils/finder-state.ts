import {
  isDayKey,
  isFacilityId,
  isFacilityType,
  NO_FILTERS,
  SEARCH_TEXT_MAX_LENGTH,
  type FacilityFilters,
  type FacilityType,
  type HoursFilter,
} from '../../facilities';

/** Everything a facility search screen shows that is worth a link or the back button. */
export interface FinderState {
  /** Search text; empty: browse what the map shows. */
  query: string;
  filters: FacilityFilters;
  /** The facility whose detail sheet is open. */
  facilityId: string | null;
}

export const INITIAL_FINDER_STATE: FinderState = {
  query: '',
  filters: NO_FILTERS,
  facilityId: null,
};

/** The URL parameters of the finder; any other parameter (returnTo…) belongs to the screen. */
export const FINDER_PARAMS = ['q', 'type', 'openNow', 'weekday', 'time', 'afterHours', 'facility'];

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function hoursFrom(params: URLSearchParams): HoursFilter {
  if (params.get('openNow') === 'true') return { kind: 'openNow' };
  const day = params.get('weekday');
  if (isDayKey(day)) {
    const time = params.get('time');
    return { kind: 'openOn', day, time: time && TIME.test(time) ? time : null };
  }
  return { kind: 'any' };
}

/**
 * Reads the finder from a URL. Anything unreadable is dropped rather than refused: a link with
 * a bad parameter still opens the search, just without that filter.
 */
export function finderStateFromParams(
  params: URLSearchParams,
  fixedType: FacilityType | null = null,
): FinderState {
  const type = params.get('type');
  const facility = params.get('facility');
  return {
    query: (params.get('q') ?? '').slice(0, SEARCH_TEXT_MAX_LENGTH),
    filters: {
      type: fixedType ?? (isFacilityType(type) ? type : null),
      hours: hoursFrom(params),
      afterHours: params.get('afterHours') === 'true',
    },
    facilityId: isFacilityId(facility) ? facility : null,
  };
}

/**
 * Writes the finder into a URL, keeping the parameters that are not the finder's. A fixed type
 * is the screen's, not the user's choice, so it is not written.
 */
export function finderStateToParams(
  state: FinderState,
  base: URLSearchParams,
  fixedType: FacilityType | null = null,
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of FINDER_PARAMS) params.delete(name);
  const query = state.query.trim();
  if (query) params.set('q', query);
  if (state.filters.type && !fixedType) params.set('type', state.filters.type);
  const { hours } = state.filters;
  if (hours.kind === 'openNow') params.set('openNow', 'true');
  if (hours.kind === 'openOn') {
    params.set('weekday', hours.day);
    if (hours.time) params.set('time', hours.time);
  }
  if (state.filters.afterHours) params.set('afterHours', 'true');
  if (state.facilityId) params.set('facility', state.facilityId);
  return params;
}
