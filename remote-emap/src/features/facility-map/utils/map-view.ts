import type { MapBounds } from '../../facilities';

export interface LatLng {
  lat: number;
  lng: number;
}

/** What the map shows: enough to ask the api for its facilities and for those nearest its centre. */
export interface MapView {
  bounds: MapBounds;
  zoom: number;
  centre: LatLng;
  /** From the centre to a corner: facilities farther away are out of view. */
  radiusMeters: number;
  /** Which move of the map ended on this view (0: the view it opened on). */
  move: number;
}

/** Instructions to the map from outside: go somewhere, or show a set of places. */
export type MapCommand =
  | { key: number; kind: 'centre'; at: LatLng; zoom?: number }
  | { key: number; kind: 'fit'; places: LatLng[] }
  /** The keyboard to the map itself (arrows move it, + and - zoom). */
  | { key: number; kind: 'focus' };

/** Japan with its outlying islands: the map does not wander off to where no facility is. */
export const JAPAN_BOUNDS: [[number, number], [number, number]] = [
  [20, 122],
  [46.5, 154],
];
export const MIN_ZOOM = 5;
/** The deepest zoom of the 国土地理院 standard tiles. */
export const MAX_ZOOM = 18;
/** Zoom to show one place and its neighbourhood. */
export const PLACE_ZOOM = 16;
/**
 * Never more marker elements than this on the page. The api caps its answer at 400 items;
 * this keeps the promise even against a deployment that sends more.
 */
export const MAX_MARKERS = 400;

/** Marker size class of a cluster, by how many facilities it holds. */
export function clusterSize(count: number): 'small' | 'medium' | 'large' {
  if (count < 10) return 'small';
  if (count < 100) return 'medium';
  return 'large';
}

/** A cluster's count as its marker shows it: 1,234 reads 1.2k, so it fits the circle. */
export function clusterLabel(count: number): string {
  if (count < 1000) return String(count);
  if (count < 10_000) return `${Math.floor(count / 100) / 10}k`;
  return `${Math.floor(count / 1000)}k`;
}

/** Pixels of a map tile: the tiles' zoom 0 shows the whole world in one of them. */
const TILE_SIZE = 256;
/** Where spherical Mercator stops: beyond it y is infinite. */
const MAX_LATITUDE = 85.0511287798;

/**
 * The area a map of `width` × `height` pixels centred on `centre` at `zoom` shows, in the tiles'
 * spherical Mercator projection (Leaflet's EPSG:3857): what a map about to open will ask for,
 * known before it is on the page.
 */
export function boundsAround(
  centre: LatLng,
  zoom: number,
  width: number,
  height: number,
): MapBounds {
  const worldSize = TILE_SIZE * 2 ** zoom;
  const lat = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, centre.lat));
  const sin = Math.sin((lat * Math.PI) / 180);
  const x = ((centre.lng + 180) / 360) * worldSize;
  const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * worldSize;
  const lngAt = (px: number) => (px / worldSize) * 360 - 180;
  const latAt = (py: number) =>
    (Math.atan(Math.sinh(Math.PI * (1 - (2 * py) / worldSize))) * 180) / Math.PI;
  return {
    west: lngAt(x - width / 2),
    south: latAt(y + height / 2),
    east: lngAt(x + width / 2),
    north: latAt(y - height / 2),
  };
}
