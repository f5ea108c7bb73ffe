import type { FacilityReadIndex } from './read-index';

export interface TextMatches {
  /** Matching facilities, best first, for the requested page. */
  positions: number[];
  total: number;
}

/**
 * Facilities whose folded name, kana or address contain every word (see text/fold-japanese.ts),
 * ranked by how the first word matches (name prefix first, see MatchTier), then shorter names
 * (closer to what was typed), then index order.
 */
export function textQuery(
  index: FacilityReadIndex,
  words: readonly string[],
  matches: (position: number) => boolean,
  offset: number,
  limit: number,
): TextMatches {
  const [first, ...rest] = words;
  if (first === undefined) return { positions: [], total: 0 };
  const size = index.size;
  const lengths = index.nameLength;
  // One number per match, (tier, name length, position), so that ranking is one typed-array sort.
  const keys: number[] = [];
  index.text.forEachMatch(first, (position, tier) => {
    if (!matches(position)) return;
    if (!rest.every((word) => index.text.contains(position, word))) return;
    keys.push((tier * 65_536 + (lengths[position] ?? 0)) * size + position);
  });
  const sorted = Float64Array.from(keys).sort();
  const positions: number[] = [];
  for (let i = offset; i < Math.min(sorted.length, offset + limit); i += 1) {
    positions.push((sorted[i] ?? 0) % size);
  }
  return { positions, total: sorted.length };
}
