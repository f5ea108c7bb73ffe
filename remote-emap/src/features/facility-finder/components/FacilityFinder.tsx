import '../../../styles/emap.css';
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@harmo/shared';
import {
  activeFilterCount,
  searchQueryParams,
  useFacilityMap,
  useNearestFacilities,
  useSearchFacilities,
  type FacilityType,
  type ListedFacility,
  type MapPoint,
  type PickedFacility,
  type SearchArea,
} from '../../facilities';
import { FacilityDetailSheet } from '../../facility-detail';
import {
  FacilityMap,
  MapLegend,
  PLACE_ZOOM,
  TileNotice,
  type MapCommand,
  type MapView,
} from '../../facility-map';
import type { FinderStateControl } from '../hooks/use-finder-state';
import { useGeolocation } from '../hooks/use-geolocation';
import { FilterPanel } from './FilterPanel';
import { LocateButton, LocationMessage } from './LocateButton';
import { ResultList } from './ResultList';
import { SearchBox } from './SearchBox';

/** How many facilities the list shows around the map's centre or the user. */
const NEARBY_LIST_SIZE = 50;
const NO_FACILITIES: readonly ListedFacility[] = [];

export interface FacilityFinderProps {
  control: FinderStateControl;
  /** Only this type is searched and no type choice is offered. */
  fixedType?: FacilityType | null;
  /** Picking mode: each facility gets an action that hands it to this. */
  onPick?: (facility: PickedFacility) => void;
  /** More actions beside the filter and location buttons (e.g. a link to browse by area). */
  toolbarExtra?: ReactNode;
}

type MapCommandInput =
  | { kind: 'centre'; at: { lat: number; lng: number }; zoom?: number }
  | { kind: 'fit'; places: { lat: number; lng: number }[] }
  | { kind: 'focus' };

function errorMessageKey(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) return 'errors.badSearch';
  return 'errors.load';
}

/**
 * Facility search on a map with a list beside it: the map draws clusters and facilities of the
 * view, the list names the facilities in view nearest its centre (or nearest the user, or the
 * search results), and either opens the detail sheet.
 */
export function FacilityFinder({
  control,
  fixedType = null,
  onPick,
  toolbarExtra,
}: FacilityFinderProps) {
  const { t } = useTranslation('emap');
  const { state, setQuery, setFilters, openFacility, closeFacility } = control;
  const { filters, query } = state;
  const searching = query.trim() !== '';
  const filtersId = useId();
  const listHeadingId = useId();

  const [view, setView] = useState<MapView | null>(null);
  const [tilesAvailable, setTilesAvailable] = useState(true);
  const mapBox = useRef<HTMLDivElement>(null);
  // The area in view when the user searched: matches there are listed first. Kept while the
  // results are shown (the map then moves to fit them, which must not reorder the list).
  const [searchArea, setSearchArea] = useState<SearchArea | null>(null);
  const searchFrom = useCallback(
    (text: string) => {
      setSearchArea(
        view ? { lat: view.centre.lat, lng: view.centre.lng, meters: view.radiusMeters } : null,
      );
      setQuery(text);
    },
    [view, setQuery],
  );
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const [command, setCommand] = useState<MapCommand | null>(null);
  const commandKey = useRef(0);
  const moveMap = useCallback((input: MapCommandInput) => {
    commandKey.current += 1;
    setCommand({ ...input, key: commandKey.current } as MapCommand);
  }, []);

  // Current location: the map goes there and the list orders by distance from it, until the
  // user drags the map somewhere else.
  const geolocation = useGeolocation();
  const location = geolocation.state.status === 'located' ? geolocation.state.position : null;
  const [listFromLocation, setListFromLocation] = useState(false);
  useEffect(() => {
    // Each new fix is a new object: a re-render with the same fix does not move the map again.
    if (!location) return;
    moveMap({ kind: 'centre', at: location, zoom: PLACE_ZOOM - 1 });
    setListFromLocation(true);
  }, [location, moveMap]);
  const locate = useCallback(() => {
    if (searching) setQuery('');
    geolocation.locate();
  }, [geolocation, searching, setQuery]);

  const mapQuery = useFacilityMap(
    !searching && view ? { bounds: view.bounds, zoom: view.zoom, filters } : null,
  );
  // The markers on the map are the answer for the view in it (not the last view's, kept while
  // the new answer comes).
  const markersMove =
    !searching && view && mapQuery.isSuccess && !mapQuery.isPlaceholderData ? view.move : null;
  const fromLocation = listFromLocation && location !== null;
  const origin = fromLocation ? location : view?.centre;
  // The list of the view is asked for once the markers' answer is in: on a phone two answers
  // arriving together hold the markers up, and the markers are what a move of the map is for.
  // Around the user the list does not depend on the view and is asked for at once.
  const listWaitsForMarkers = !fromLocation && markersMove === null && !mapQuery.isError;
  const nearest = useNearestFacilities(
    !searching && origin && !listWaitsForMarkers
      ? {
          lat: origin.lat,
          lng: origin.lng,
          limit: NEARBY_LIST_SIZE,
          // Around the map's centre, only what is in view; around the user, whatever is nearest.
          maxDistance: fromLocation ? undefined : view?.radiusMeters,
          filters,
        }
      : null,
  );
  // The list follows the markers: a new answer redraws the markers first, and the list (fifty
  // rows, far more work on a phone) is rendered after, without holding them up.
  const nearestFacilities = useDeferredValue(nearest.data);
  const search = useSearchFacilities(query, filters, searchArea);
  const searchPages = search.data?.pages;
  const searchResults = useMemo(
    () => searchPages?.flatMap((page) => page.facilities) ?? [],
    [searchPages],
  );
  const searchTotal = search.data?.pages[0]?.total ?? 0;

  // New search results: show them all on the map, once per search.
  const fittedSearch = useRef<string | null>(null);
  const firstPage = search.data?.pages[0];
  useEffect(() => {
    if (!searching) {
      fittedSearch.current = null;
      return;
    }
    if (!firstPage || firstPage.facilities.length === 0) return;
    const key = JSON.stringify(searchQueryParams(query, filters, searchArea));
    if (fittedSearch.current === key) return;
    fittedSearch.current = key;
    moveMap({ kind: 'fit', places: firstPage.facilities });
  }, [firstPage, searching, query, filters, searchArea, moveMap]);

  const points: readonly MapPoint[] = searching ? searchResults : (mapQuery.data?.points ?? []);
  const clusters = searching ? [] : (mapQuery.data?.clusters ?? []);

  let listed: readonly ListedFacility[];
  let heading: string;
  let summary: string | null;
  let listError: unknown;
  if (searching) {
    listed = searchResults;
    heading = t('list.searchHeading', { query });
    summary = search.data ? t('list.searchSummary', { count: searchTotal }) : null;
    listError = search.error;
  } else {
    listed = nearestFacilities ?? NO_FACILITIES;
    heading = fromLocation ? t('list.nearLocationHeading') : t('list.inViewHeading');
    summary = nearestFacilities
      ? fromLocation
        ? t('list.nearLocationSummary', { count: listed.length })
        : t('list.inViewSummary', { count: listed.length })
      : null;
    listError = nearest.error;
  }
  const listLoading = searching
    ? search.isFetching && !search.isFetchingNextPage
    : nearest.isFetching || listWaitsForMarkers;

  // Stable callbacks (a query's refetch is), so the list is not rendered again for nothing.
  const { refetch: refetchSearch, fetchNextPage } = search;
  const { refetch: refetchNearest } = nearest;
  const retryList = useCallback(
    () => void (searching ? refetchSearch() : refetchNearest()),
    [searching, refetchSearch, refetchNearest],
  );
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const userMoved = useCallback(() => setListFromLocation(false), []);

  const filterCount = activeFilterCount({ ...filters, type: fixedType ? null : filters.type });

  return (
    <div className="emap-finder">
      <div className="emap-finder__controls">
        <SearchBox query={query} onSearch={searchFrom} />
        <div className="emap-toolbar">
          <button
            type="button"
            className="harmo-button harmo-button--small"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {filterCount > 0
              ? t('filters.toggleWithCount', { count: filterCount })
              : t('filters.toggle')}
          </button>
          <LocateButton state={geolocation.state} onLocate={locate} />
          {toolbarExtra}
        </div>
        {filtersOpen && (
          <FilterPanel
            id={filtersId}
            filters={filters}
            onChange={setFilters}
            fixedType={fixedType}
          />
        )}
        {fixedType && <p className="emap-fixed-type">{t(`filters.onlyType.${fixedType}`)}</p>}
        <LocationMessage state={geolocation.state} />
      </div>

      <div className="emap-finder__body">
        <div className="emap-finder__map" ref={mapBox}>
          {/* The box the notice over the map is placed in: the map alone, not its legend. */}
          <div className="emap-finder__map-frame">
            <FacilityMap
              clusters={clusters}
              points={points}
              selectedId={state.facilityId ?? highlightedId}
              userLocation={location}
              command={command}
              onViewChange={setView}
              onUserMove={userMoved}
              onPointSelect={openFacility}
              label={t('map.label')}
              onTilesAvailable={setTilesAvailable}
              markersMove={markersMove}
            />
            <TileNotice
              tilesAvailable={tilesAvailable}
              // Closing it leaves the keyboard where the notice was: on the map.
              onClose={() => moveMap({ kind: 'focus' })}
            />
          </div>
          <MapLegend />
          <div className="emap-map-notes" aria-live="polite">
            {searching && <p className="emap-map-note">{t('map.showingResults')}</p>}
            {!searching && mapQuery.data?.capped && (
              <p className="emap-map-note">{t('map.capped')}</p>
            )}
            {!searching && mapQuery.isError && (
              <p className="emap-map-note emap-map-note--error">{t('map.loadError')}</p>
            )}
          </div>
        </div>

        <ResultList
          headingId={listHeadingId}
          heading={heading}
          summary={summary}
          facilities={listed}
          showDistance={fromLocation}
          loading={listLoading}
          error={listError ? t(errorMessageKey(listError)) : null}
          onRetry={retryList}
          emptyMessage={searching ? t('list.noResults') : t('list.noneInView')}
          onOpen={openFacility}
          onPick={onPick}
          onHighlight={setHighlightedId}
          hasMore={searching && search.hasNextPage}
          loadingMore={search.isFetchingNextPage}
          onLoadMore={loadMore}
        />
      </div>

      <FacilityDetailSheet
        facilityId={state.facilityId}
        onClose={closeFacility}
        onPick={onPick}
        onShowOnMap={(facility) => {
          closeFacility();
          moveMap({ kind: 'centre', at: facility, zoom: PLACE_ZOOM + 1 });
          setHighlightedId(facility.id);
          // The map may be scrolled out of view (below the list on a phone): bring it back.
          const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
          mapBox.current?.scrollIntoView({
            block: 'start',
            behavior: reduceMotion ? 'auto' : 'smooth',
          });
        }}
      />
    </div>
  );
}
