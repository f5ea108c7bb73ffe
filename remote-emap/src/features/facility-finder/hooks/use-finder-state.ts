import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { FacilityFilters, FacilityType } from '../../facilities';
import {
  finderStateFromParams,
  finderStateToParams,
  INITIAL_FINDER_STATE,
  type FinderState,
} from '../utils/finder-state';

/** The finder's state and the ways to change it, wherever it is kept. */
export interface FinderStateControl {
  state: FinderState;
  setQuery: (query: string) => void;
  setFilters: (filters: FacilityFilters) => void;
  openFacility: (id: string) => void;
  closeFacility: () => void;
}

/** Marks the history entry an opened detail sheet added, so closing it can step back. */
const SHEET_HISTORY_STATE = { emapSheet: true };

function openedBySheet(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'emapSheet' in state;
}

/**
 * The finder kept in the URL: a search can be linked to, and the back button closes a detail
 * sheet and then steps back through searches. Parameters that are not the finder's stay.
 */
export function useUrlFinderState(fixedType: FacilityType | null = null): FinderStateControl {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const fromUrl = useMemo(() => finderStateFromParams(params, fixedType), [params, fixedType]);

  // The host's router applies URL changes as a transition, a moment after the input event. Until
  // the URL catches up, the screen shows the change already made, or a radio button just chosen
  // would spring back for that moment. Any new URL (this change or another) replaces it.
  const [ahead, setAhead] = useState<{ state: FinderState; before: URLSearchParams } | null>(null);
  const state = ahead && ahead.before === params ? ahead.state : fromUrl;

  const write = useCallback(
    (change: (current: FinderState) => FinderState, options: Parameters<typeof setParams>[1]) => {
      setAhead({ state: change(state), before: params });
      setParams(
        (current) =>
          finderStateToParams(
            change(finderStateFromParams(current, fixedType)),
            current,
            fixedType,
          ),
        options,
      );
    },
    [setParams, fixedType, state, params],
  );

  const sheetInHistory = openedBySheet(location.state);
  return {
    state,
    // A new search is a step the back button should undo; a changed filter is not.
    setQuery: useCallback(
      (query: string) => write((current) => ({ ...current, query, facilityId: null }), {}),
      [write],
    ),
    setFilters: useCallback(
      (filters: FacilityFilters) =>
        write((current) => ({ ...current, filters }), { replace: true }),
      [write],
    ),
    openFacility: useCallback(
      (id: string) =>
        write((current) => ({ ...current, facilityId: id }), {
          replace: sheetInHistory,
          state: SHEET_HISTORY_STATE,
        }),
      [write, sheetInHistory],
    ),
    closeFacility: useCallback(() => {
      if (sheetInHistory) {
        setAhead({ state: { ...state, facilityId: null }, before: params });
        void navigate(-1);
      } else {
        write((current) => ({ ...current, facilityId: null }), { replace: true });
      }
    }, [navigate, write, sheetInHistory, state, params]),
  };
}

/** The finder kept in the component: for the picker, which must not touch its host's URL. */
export function useLocalFinderState(fixedType: FacilityType | null = null): FinderStateControl {
  const [state, setState] = useState<FinderState>(() => ({
    ...INITIAL_FINDER_STATE,
    filters: { ...INITIAL_FINDER_STATE.filters, type: fixedType },
  }));
  return {
    state,
    setQuery: useCallback(
      (query: string) => setState((current) => ({ ...current, query, facilityId: null })),
      [],
    ),
    setFilters: useCallback(
      (filters: FacilityFilters) =>
        setState((current) => ({
          ...current,
          filters: { ...filters, type: fixedType ?? filters.type },
        })),
      [fixedType],
    ),
    openFacility: useCallback(
      (id: string) => setState((current) => ({ ...current, facilityId: id })),
      [],
    ),
    closeFacility: useCallback(() => setState((current) => ({ ...current, facilityId: null })), []),
  };
}
