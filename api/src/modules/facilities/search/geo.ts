const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;
export const METERS_PER_DEGREE_LAT = 111_320;

/** Great-circle distance in metres. */
export function distanceMeters(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLng = (lng2 - lng1) * RAD;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Web Mercator x in [0, 1) of a longitude: the map's horizontal pixel position at zoom 0. */
export function worldX(lng: number): number {
  return lng / 360 + 0.5;
}

/** Web Mercator y in [0, 1] of a latitude (0 at the north edge of the map). */
export function worldY(lat: number): number {
  const sin = Math.sin(lat * RAD);
  const y = 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI;
  return Math.min(1, Math.max(0, y));
}

export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** A bounding box crossing the antimeridian (west > east) as one or two plain boxes. */
export function splitAtAntimeridian(bounds: Bounds): Bounds[] {
  if (bounds.west <= bounds.east) return [bounds];
  return [
    { ...bounds, east: 180 },
    { ...bounds, west: -180 },
  ];
}
