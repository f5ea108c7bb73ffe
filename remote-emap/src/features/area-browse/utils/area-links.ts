/**
 * Where in the area hierarchy a URL points: the prefectures, one prefecture's municipalities,
 * or the facilities of a municipality or of a whole prefecture.
 */
export type AreaLevel =
  | { level: 'prefectures' }
  | { level: 'municipalities'; prefectureCode: string }
  | { level: 'facilities'; prefectureCode: string; municipality: string | null };

export const AREA_PARAMS = {
  prefecture: 'prefecture',
  municipality: 'municipality',
  /** With a prefecture and no municipality: list every facility of the prefecture. */
  wholePrefecture: 'all',
} as const;

/** The api's limit on a municipality name. */
const MUNICIPALITY_MAX_LENGTH = 50;

/** Reads the level from a URL; an unknown prefecture code means none was chosen. */
export function areaLevelFromParams(
  params: URLSearchParams,
  isPrefectureCode: (value: unknown) => value is string,
): AreaLevel {
  const prefectureCode = params.get(AREA_PARAMS.prefecture);
  if (!isPrefectureCode(prefectureCode)) return { level: 'prefectures' };
  const municipality = params.get(AREA_PARAMS.municipality)?.trim() ?? '';
  if (municipality && municipality.length <= MUNICIPALITY_MAX_LENGTH) {
    return { level: 'facilities', prefectureCode, municipality };
  }
  if (params.get(AREA_PARAMS.wholePrefecture) === 'true') {
    return { level: 'facilities', prefectureCode, municipality: null };
  }
  return { level: 'municipalities', prefectureCode };
}

/**
 * The search part of a link to a level, keeping the filters of the current URL and closing
 * any open detail.
 */
export function areaLevelSearch(current: URLSearchParams, target: AreaLevel): string {
  const params = new URLSearchParams(current);
  for (const name of [...Object.values(AREA_PARAMS), 'facility']) params.delete(name);
  if (target.level !== 'prefectures') params.set(AREA_PARAMS.prefecture, target.prefectureCode);
  if (target.level === 'facilities') {
    if (target.municipality) params.set(AREA_PARAMS.municipality, target.municipality);
    else params.set(AREA_PARAMS.wholePrefecture, 'true');
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}
