import { NO_FILTERS } from '../types/facility';
import { facilityMapQueryParams } from './get-facility-map';
import { nearestQueryParams } from './get-nearest-facilities';
import { searchQueryParams } from './search-facilities';
import { areaListQueryParams } from './list-area-facilities';

describe('map query', () => {
  it('rounds the view to about 10 m so small moves share a cache entry', () => {
    const a = facilityMapQueryParams({
      bounds: { west: 139.700012, south: 35.650004, east: 139.800049, north: 35.720001 },
      zoom: 14.4,
      filters: NO_FILTERS,
    });
    const b = facilityMapQueryParams({
      bounds: { west: 139.700031, south: 35.649996, east: 139.80001, north: 35.71998 },
      zoom: 14,
      filters: NO_FILTERS,
    });
    expect(a).toEqual({ west: 139.7, south: 35.65, east: 139.8, north: 35.72, zoom: 14 });
    expect(b).toEqual(a);
  });

  it('clamps a view beyond the world to what the api accepts and adds the filters', () => {
    expect(
      facilityMapQueryParams({
        bounds: { west: -200, south: -95, east: 200, north: 95 },
        zoom: 25,
        filters: { type: 'clinic', hours: { kind: 'openNow' }, afterHours: false },
      }),
    ).toEqual({
      west: -180,
      south: -90,
      east: 180,
      north: 90,
      zoom: 20,
      type: 'clinic',
      openNow: 'true',
    });
  });
});

describe('nearest query', () => {
  it('keeps limit and distance within the api limits', () => {
    expect(
      nearestQueryParams({
        lat: 35.681236,
        lng: 139.767126,
        limit: 500,
        maxDistance: 9e9,
        filters: NO_FILTERS,
      }),
    ).toEqual({ lat: 35.68124, lng: 139.76713, limit: 100, maxDistance: 3_500_000 });
  });

  it('sends no distance limit when none is asked for', () => {
    expect(
      nearestQueryParams({ lat: 1, lng: 2, limit: 20, filters: NO_FILTERS }),
    ).not.toHaveProperty('maxDistance');
  });
});

describe('search and area list queries', () => {
  it('trims the search text and cuts it to the api limit', () => {
    const params = searchQueryParams(`  ${'あ'.repeat(150)}  `, NO_FILTERS);
    expect(params.q).toHaveLength(100);
    expect(searchQueryParams(' さくら 薬局 ', NO_FILTERS).q).toBe('さくら 薬局');
  });

  it('lists a whole prefecture without a municipality parameter', () => {
    expect(
      areaListQueryParams({ prefectureCode: '13', municipality: null, filters: NO_FILTERS }),
    ).toEqual({ prefectureCode: '13', limit: 50 });
    expect(
      areaListQueryParams({ prefectureCode: '13', municipality: '新宿区', filters: NO_FILTERS }),
    ).toMatchObject({ municipality: '新宿区' });
  });

  it('asks for the user’s area first when one is given, rounded so a tiny move asks the same', () => {
    expect(searchQueryParams('薬局', NO_FILTERS)).not.toHaveProperty('nearMeters');
    const params = searchQueryParams('薬局', NO_FILTERS, {
      lat: 35.681236,
      lng: 139.767125,
      meters: 2500.4,
    });
    expect(params).toMatchObject({ q: '薬局', lat: 35.6812, lng: 139.7671, nearMeters: 2500 });
    expect(
      searchQueryParams('薬局', NO_FILTERS, { lat: 35, lng: 139, meters: 9e9 }).nearMeters,
    ).toBe(3_500_000);
  });
});
