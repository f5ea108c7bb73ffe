export { FacilityFinder, type FacilityFinderProps } from './components/FacilityFinder';
export {
  useUrlFinderState,
  useLocalFinderState,
  type FinderStateControl,
} from './hooks/use-finder-state';
export {
  finderStateFromParams,
  finderStateToParams,
  INITIAL_FINDER_STATE,
  type FinderState,
} from './utils/finder-state';
export { ResultList, type ResultListProps } from './components/ResultList';
export { prefetchMapView } from './api/prefetch-map-view';
