export {
  FacilityMap,
  TILE_FAILURES_BEFORE_NOTICE,
  type FacilityMapProps,
} from './components/FacilityMap';
export { MapLegend } from './components/MapLegend';
export { TileNotice } from './components/TileNotice';
export {
  PLACE_ZOOM,
  MAX_MARKERS,
  boundsAround,
  type LatLng,
  type MapCommand,
  type MapView,
} from './utils/map-view';
export { useMapViewportStore, openingViewport } from './stores/map-viewport-store';
