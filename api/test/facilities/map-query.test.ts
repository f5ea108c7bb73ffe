import type { FacilityType } from '../../src/modules/facilities/domain/facility';
import { NO_FILTER } from '../../src/modules/facilities/search/facility-filter';
import type { FacilityFilter } from '../../src/modules/facilities/search/facility-filter';
import { MAP_ITEM_LIMIT, mapQuery } from '../../src/modules/facilities/search/map-query';
import { FacilityReadIndex } from '../../src/modules/facilities/search/read-index';
import type { IndexRow } from '../../src/modules/facilities/store/read-facilities';

/** A dense square grid of facilities 0.002° apart (about 200 m), all open on weekdays. */
function gridRows(side: number): IndexRow[] {
  const rows: IndexRow[] = [];
  const types: FacilityType[] = ['pharmacy', 'clinic', 'hospital'];
  for (let i = 0; i < side; i += 1) {
    for (let j = 0; j < side; j += 1) {
      rows.push({
        id: `test:${i}-${j}`,
        type: types[(i + j) % 3] as FacilityType,
        name: `施設${i}-${j}`,
        kana: null,
        address: null,
        lat: 35 + i * 0.002,
        lng: 139 + j * 0.002,
        prefectureCode: '13',
        prefecture: '東京都',
        municipality: '新宿区',
        afterHours: j % 2 === 0,
        searchText: `施設${i}ー${j}  `,
        weeklySchedule: '540-1080|540-1080|540-1080|540-1080|540-1080|||?',
      });
    }
  }
  return rows;
}

describe('map answers', () => {
  let index: FacilityReadIndex;
  beforeAll(async () => {
    index = await FacilityReadIndex.build(1, gridRows(100));
  });
  const view = { west: 138.999, south: 34.999, east: 139.2, north: 35.2 };
  const weekdayMorning: FacilityFilter = {
    ...NO_FILTER,
    openAt: { day: 'tue', previousDay: 'mon', minute: 600 },
  };

  it.each([
    ['precomputed clusters', NO_FILTER],
    ['clusters made per request', weekdayMorning],
  ])('keep the biggest clusters when there are more than the limit (%s)', (_, filter) => {
    const answer = mapQuery(index, view, 14, filter);
    expect(answer.capped).toBe(true);
    expect(answer.clusters.length + answer.points.length).toBe(MAP_ITEM_LIMIT);
    expect(answer.total).toBe(10_000);
    const counts = answer.clusters.map((c) => c.count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    for (const cluster of answer.clusters) expect(cluster.expansionZoom).toBeGreaterThan(14);
  });

  it.each([
    ['precomputed clusters', NO_FILTER],
    ['clusters made per request', { ...NO_FILTER, afterHoursOnly: true }],
  ])('show single facilities above zoom 16 (%s)', (_, filter) => {
    const street = { west: 139.0995, south: 35.0995, east: 139.1065, north: 35.1045 };
    const answer = mapQuery(index, street, 17, filter);
    expect(answer.clusters).toEqual([]);
    expect(answer.capped).toBe(false);
    const expected = filter.afterHoursOnly ? 6 : 12; // 3 rows × 4 columns, 2 of them even
    expect(answer.points).toHaveLength(expected);
    expect(answer.total).toBe(expected);
  });

  it('answers an oversized street-level box at a zoom that fits the screen', () => {
    const answer = mapQuery(index, { west: 130, south: 30, east: 145, north: 40 }, 18, NO_FILTER);
    expect(answer.zoom).toBeLessThan(10);
    expect(answer.total).toBe(10_000);
    expect(answer.clusters.length + answer.points.length).toBeLessThanOrEqual(MAP_ITEM_LIMIT);
  });

  it('filters by type before clustering', () => {
    const answer = mapQuery(index, view, 3, { ...NO_FILTER, typeMask: 0b010 }); // hospitals
    expect(answer.total).toBe(index.facilities.filter((f) => f.type === 'hospital').length);
  });
});
