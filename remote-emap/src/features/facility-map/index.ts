export { FacilityMap, type FacilityMapProps } from './components/FacilityMap';
export {
  PLACE_ZOOM,
  MAX_MARKERS,
  type LatLng,
  type MapCommand,
  type MapView,
} from './utils/map-view';
export { useMapViewportStore, DEFAULT_VIEWPORT } from './stores/map-viewport-store';
export { useDebouncedCallback } from './hooks/use-debounced-callback';
