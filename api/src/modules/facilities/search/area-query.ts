import { PREFECTURES } from '../import/prefectures';
import type { FacilityReadIndex } from './read-index';

export interface PrefectureCount {
  code: string;
  name: string;
  count: number;
}

export interface MunicipalityCount {
  name: string;
  count: number;
}

/** All 47 prefectures in JIS order with how many matching facilities each has (0 included). */
export function prefectureCounts(
  index: FacilityReadIndex,
  matches: (position: number) => boolean,
): PrefectureCount[] {
  const counts = new Uint32Array(PREFECTURES.length + 1);
  const numbers = index.prefectureNumber;
  for (let position = 0; position < index.size; position += 1) {
    const number = numbers[position] ?? 0;
    if (number > 0 && matches(position)) counts[number] = (counts[number] ?? 0) + 1;
  }
  return PREFECTURES.map((p, i) => ({ code: p.code, name: p.name, count: counts[i + 1] ?? 0 }));
}

/** Municipalities of a prefecture with matching facilities, most facilities first. */
export function municipalityCounts(
  index: FacilityReadIndex,
  prefectureCode: string,
  matches: (position: number) => boolean,
): MunicipalityCount[] {
  const counts = new Map<string, number>();
  for (const position of index.positionsInPrefecture(prefectureCode)) {
    const municipality = index.facilities[position]?.municipality;
    if (municipality && matches(position))
      counts.set(municipality, (counts.get(municipality) ?? 0) + 1);
  }
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** One page of a prefecture's (or municipality's) facilities in municipality, then kana order. */
export function areaListing(
  index: FacilityReadIndex,
  area: { prefectureCode: string; municipality?: string | undefined },
  matches: (position: number) => boolean,
  offset: number,
  limit: number,
): { positions: number[]; total: number } {
  const positions: number[] = [];
  let total = 0;
  for (const position of index.positionsInPrefecture(area.prefectureCode)) {
    const facility = index.facilities[position];
    if (area.municipality !== undefined && facility?.municipality !== area.municipality) continue;
    if (!matches(position)) continue;
    if (total >= offset && positions.length < limit) positions.push(position);
    total += 1;
  }
  return { positions, total };
}
