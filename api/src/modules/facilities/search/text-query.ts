import { distanceMeters } from './geo';
import type { FacilityReadIndex } from './read-index';

/** The user's area: matches within `meters` of the point come first, nearest first. */
export interface NearArea {
  lat: number;
  lng: number;
  meters: number;
}

export interface TextMatches {
  /** Matching facilities, best first, for the requested page. */
  positions: number[];
  total: number;
}

/**
 * Facilities whose folded name, kana or address contain every word (see text/fold-japanese.ts),
 * ranked by how the first word matches (name prefix first, see MatchTier), then shorter names
 * (closer to what was typed), then index order. With an area, the matches inside it come first,
 * nearest first, so a search keeps the place the user is looking at; the rest follow ranked.
 */
export function textQuery(
  index: FacilityReadIndex,
  words: readonly string[],
  matches: (position: number) => boolean,
  offset: number,
  limit: number,
  near?: NearArea,
): TextMatches {
  const [first, ...rest] = words;
  if (first === undefined) return { positions: [], total: 0 };
  const size = index.size;
  const lengths = index.nameLength;
  // One number per match, (tier, name length, position), so that ranking is one typed-array sort.
  const keys: number[] = [];
  // Inside the area: (distance in metres, position), sorted apart and put first.
  const nearby: { distance: number; position: number }[] = [];
  index.text.forEachMatch(first, (position, tier) => {
    if (!matches(position)) return;
    if (!rest.every((word) => index.text.contains(position, word))) return;
    if (near) {
      const distance = distanceMeters(
        near.lat,
        near.lng,
        index.lat[position] ?? 0,
        index.lng[position] ?? 0,
      );
      if (distance <= near.meters) {
        nearby.push({ distance, position });
        return;
      }
    }
    keys.push((tier * 65_536 + (lengths[position] ?? 0)) * size + position);
  });
  nearby.sort((a, b) => a.distance - b.distance || a.position - b.position);
  const sorted = Float64Array.from(keys).sort();
  const total = nearby.length + sorted.length;
  const positions: number[] = [];
  for (let i = offset; i < Math.min(total, offset + limit); i += 1) {
    positions.push(
      i < nearby.length ? nearby[i]!.position : (sorted[i - nearby.length] ?? 0) % size,
    );
  }
  return { positions, total };
}
