import { METERS_PER_DEGREE_LAT, distanceMeters } from './geo';
import type { FacilityReadIndex } from './read-index';

export interface NearbyFacility {
  position: number;
  distanceMeters: number;
}

const FIRST_RADIUS_M = 1_000;
/** Farther than any two points of Japan are apart. */
export const MAX_SEARCH_RADIUS_M = 3_500_000;

/**
 * The `limit` facilities nearest a point, nearest first, by great-circle distance. Searches a box
 * that grows fourfold until it holds enough matches within its inscribed circle, so a dense city
 * answers from a few hundred candidates and a remote spot still finds its nearest pharmacy.
 */
export function nearestQuery(
  index: FacilityReadIndex,
  origin: { lat: number; lng: number },
  limit: number,
  matches: (position: number) => boolean,
  maxDistanceMeters = MAX_SEARCH_RADIUS_M,
): NearbyFacility[] {
  const lngScale = Math.max(Math.cos((origin.lat * Math.PI) / 180), 0.01);
  for (let radius = Math.min(FIRST_RADIUS_M, maxDistanceMeters); ; radius *= 4) {
    const reach = Math.min(radius, maxDistanceMeters);
    const dLat = reach / METERS_PER_DEGREE_LAT;
    const dLng = reach / (METERS_PER_DEGREE_LAT * lngScale);
    const found: NearbyFacility[] = [];
    const candidates = index.points.range(
      origin.lng - dLng,
      origin.lat - dLat,
      origin.lng + dLng,
      origin.lat + dLat,
    );
    for (const position of candidates) {
      if (!matches(position)) continue;
      const facility = index.facilities[position];
      if (!facility) continue;
      const distance = distanceMeters(origin.lat, origin.lng, facility.lat, facility.lng);
      // Only the circle is complete: a match in the box's corner may have a nearer one outside.
      if (distance <= reach) found.push({ position, distanceMeters: distance });
    }
    if (found.length >= limit || reach >= maxDistanceMeters) {
      return found.sort((a, b) => a.distanceMeters - b.distanceMeters).slice(0, limit);
    }
  }
}
