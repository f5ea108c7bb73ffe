import type { FacilityRecord } from '../../src/modules/facilities/domain/facility';
import { generateDemoFacilities } from '../../src/modules/facilities/demo/generate-demo-facilities';
import { seedDemoFacilitiesIfEmpty } from '../../src/modules/facilities';
import { isOpenAt, opensOn } from '../../src/modules/facilities/opening-hours/is-open';
import {
  scheduleMomentAt,
  scheduleMomentOn,
} from '../../src/modules/facilities/opening-hours/japan-time';
import { foldForSearch } from '../../src/modules/facilities/text/fold-japanese';
import type { FacilitiesTestApp } from './helpers/facilities-app';
import { TUESDAY_10AM_JST, getJson, startFacilitiesApp } from './helpers/facilities-app';

/** A tenth of the demo dataset: the same generator, quick to seed in a test. */
const DEMO = { counts: { pharmacy: 6_000, hospital: 800, clinic: 11_200 } };
const MAP_LIMIT = 400;

interface MapAnswer {
  clusters: { id: string; lat: number; lng: number; count: number; expansionZoom: number }[];
  points: { id: string; name: string; type: string; lat: number; lng: number }[];
  total: number;
  capped: boolean;
  zoom: number;
}
interface Summary {
  id: string;
  type: string;
  name: string;
  kana: string | null;
  municipality: string | null;
  openNow: boolean | null;
  distanceMeters?: number;
}
interface Page {
  facilities: Summary[];
  total: number;
  nextCursor: string | null;
}

function haversine(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
}

describe('facility search endpoints (demo data)', () => {
  let facilities: FacilitiesTestApp;
  const demo: FacilityRecord[] = [...generateDemoFacilities(DEMO)];
  const map = (query: string) =>
    getJson<MapAnswer>(facilities.app, `/ps/v1/facilities/map?${query}`);

  beforeAll(async () => {
    facilities = await startFacilitiesApp({ now: TUESDAY_10AM_JST });
    const seeded = await seedDemoFacilitiesIfEmpty(facilities.db, DEMO);
    expect(seeded).toMatchObject({ seeded: true, count: demo.length });
  }, 120_000);
  afterAll(async () => {
    await facilities?.close();
  });

  describe('GET /map', () => {
    it('shows all of Japan as a few clusters that account for every facility', async () => {
      const { status, body } = await map('west=122&south=24&east=154&north=46&zoom=5');
      expect(status).toBe(200);
      expect(body.clusters.length).toBeGreaterThan(0);
      expect(body.clusters.length + body.points.length).toBeLessThanOrEqual(MAP_LIMIT);
      expect(body.total).toBe(demo.length);
      const represented = body.clusters.reduce((sum, c) => sum + c.count, 0) + body.points.length;
      expect(represented).toBe(demo.length);
      for (const cluster of body.clusters) expect(cluster.expansionZoom).toBeGreaterThan(5);
    });

    it('turns clusters into points as the map zooms into one neighbourhood', async () => {
      // The same spot (a facility in Shinjuku) in a phone-sized view at each zoom.
      const spot = demo.find((f) => f.municipality === '新宿区') as FacilityRecord;
      const view = (zoom: number) => {
        const degreesPerPixel = 360 / (256 * 2 ** zoom);
        const [lat, lng] = [spot.lat ?? 0, spot.lng ?? 0];
        return `west=${lng - 180 * degreesPerPixel}&east=${lng + 180 * degreesPerPixel}&south=${lat - 300 * degreesPerPixel}&north=${lat + 300 * degreesPerPixel}&zoom=${zoom}`;
      };
      const items = async (zoom: number) => {
        const { body } = await map(view(zoom));
        expect(body.clusters.length + body.points.length).toBeLessThanOrEqual(MAP_LIMIT);
        return body;
      };
      const low = await items(8);
      const street = await items(17);
      expect(low.clusters.length).toBeGreaterThan(0);
      expect(low.points.length).toBeLessThan(low.clusters.length);
      expect(street.clusters).toEqual([]);
      expect(street.points.map((p) => p.id)).toContain(spot.id);
      expect(street.points.find((p) => p.id === spot.id)).toEqual({
        id: spot.id,
        name: spot.name,
        type: spot.type,
        lat: spot.lat,
        lng: spot.lng,
      });
    });

    it('never answers with more than the limit, and says when it left items out', async () => {
      for (let i = 0; i < 40; i += 1) {
        const zoom = i % 21;
        const west = 125 + ((i * 7) % 15);
        const south = 26 + ((i * 3) % 15);
        const query = `west=${west}&south=${south}&east=${west + 20}&north=${south + 15}&zoom=${zoom}`;
        const filters = ['', '&type=pharmacy', '&openNow=true', '&afterHours=true', '&weekday=sun'][
          i % 5
        ];
        const { status, body } = await map(query + filters);
        expect(status).toBe(200);
        const items = body.clusters.length + body.points.length;
        expect(items).toBeLessThanOrEqual(MAP_LIMIT);
        if (!body.capped)
          expect(body.clusters.reduce((s, c) => s + c.count, 0) + body.points.length).toBe(
            body.total,
          );
      }
      // A street-level zoom over a whole region is answered at a lower zoom, within the limit.
      const huge = await map('west=130&south=31&east=142&north=42&zoom=17');
      expect(huge.body.zoom).toBeLessThan(17);
      expect(huge.body.clusters.length + huge.body.points.length).toBeLessThanOrEqual(MAP_LIMIT);
    });

    it('applies type and open-now filters to clusters and points', async () => {
      const japan = 'west=122&south=24&east=154&north=46&zoom=5';
      const pharmacies = await map(`${japan}&type=pharmacy`);
      expect(pharmacies.body.total).toBe(DEMO.counts.pharmacy);
      const medical = await map(`${japan}&type=hospital,clinic`);
      expect(medical.body.total).toBe(DEMO.counts.hospital + DEMO.counts.clinic);

      const moment = scheduleMomentAt(new Date(TUESDAY_10AM_JST));
      const openNow = demo.filter((f) => isOpenAt(f.openingHours, moment) === true).length;
      const open = await map(`${japan}&openNow=true`);
      expect(open.body.total).toBe(openNow);
      expect(open.body.clusters.length + open.body.points.length).toBeLessThanOrEqual(MAP_LIMIT);

      const street = await map(
        'west=139.69&south=35.685&east=139.71&north=35.70&zoom=17&openNow=true&type=pharmacy',
      );
      for (const point of street.body.points) {
        const record = demo.find((f) => f.id === point.id);
        expect(record?.type).toBe('pharmacy');
        expect(isOpenAt(record?.openingHours ?? null, moment)).toBe(true);
      }
    });

    it('accepts a box across the 180th meridian', async () => {
      const { status, body } = await map('west=170&south=20&east=-170&north=50&zoom=4');
      expect(status).toBe(200);
      expect(body.total).toBe(0);
    });
  });

  describe('GET /nearest', () => {
    const shinjuku = { lat: 35.6938, lng: 139.7034 };

    it('returns the nearest facilities first, with their distance in metres', async () => {
      const { body } = await getJson<Page>(
        facilities.app,
        `/ps/v1/facilities/nearest?lat=${shinjuku.lat}&lng=${shinjuku.lng}&limit=15`,
      );
      const expected = demo
        .map((f) => ({
          id: f.id,
          distance: haversine(shinjuku, { lat: f.lat ?? 0, lng: f.lng ?? 0 }),
        }))
        .sort((a, b) => a.distance - b.distance)
        .slice(0, 15);
      expect(body.facilities.map((f) => f.id)).toEqual(expected.map((e) => e.id));
      body.facilities.forEach((facility, i) => {
        expect(facility.distanceMeters).toBe(Math.round(expected[i]?.distance ?? -1));
      });
    });

    it('filters by type and finds the nearest even far from any city', async () => {
      const pacific = { lat: 30, lng: 150 };
      const { body } = await getJson<Page>(
        facilities.app,
        `/ps/v1/facilities/nearest?lat=${pacific.lat}&lng=${pacific.lng}&limit=3&type=hospital`,
      );
      const expected = demo
        .filter((f) => f.type === 'hospital')
        .map((f) => ({
          id: f.id,
          distance: haversine(pacific, { lat: f.lat ?? 0, lng: f.lng ?? 0 }),
        }))
        .sort((a, b) => a.distance - b.distance)
        .slice(0, 3);
      expect(body.facilities.map((f) => f.id)).toEqual(expected.map((e) => e.id));
      const distances = body.facilities.map((f) => f.distanceMeters ?? 0);
      expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    });

    it('stops at maxDistance', async () => {
      const { body } = await getJson<Page>(
        facilities.app,
        '/ps/v1/facilities/nearest?lat=30&lng=150&limit=5&maxDistance=1000',
      );
      expect(body.facilities).toEqual([]);
    });
  });

  describe('GET /search', () => {
    it('finds katakana readings from hiragana and half-width queries, prefixes first', async () => {
      const hiragana = await getJson<Page>(
        facilities.app,
        `/ps/v1/facilities/search?q=${encodeURIComponent('さくら')}&limit=30`,
      );
      const halfWidth = await getJson<Page>(
        facilities.app,
        `/ps/v1/facilities/search?q=${encodeURIComponent('ｻｸﾗ')}&limit=30`,
      );
      expect(hiragana.body.total).toBeGreaterThan(30);
      expect(halfWidth.body).toEqual(hiragana.body);
      const expectedTotal = demo.filter((f) =>
        [f.name, f.kana ?? '', f.address ?? ''].some((text) =>
          foldForSearch(text).includes('サクラ'),
        ),
      ).length;
      expect(hiragana.body.total).toBe(expectedTotal);
      // Readings that start with サクラ come before names that merely contain it (桜町).
      const startsWith = hiragana.body.facilities.map((f) => (f.kana ?? '').startsWith('サクラ'));
      const firstOther = startsWith.indexOf(false);
      if (firstOther >= 0) expect(startsWith.slice(firstOther)).not.toContain(true);
      expect(startsWith[0]).toBe(true);
    });

    it('needs every word to match, and pages through all results with the cursor', async () => {
      const q = encodeURIComponent('さくら　東京都');
      const seen = new Set<string>();
      let url = `/ps/v1/facilities/search?q=${q}&limit=7`;
      let total: number;
      for (;;) {
        const { body } = await getJson<Page>(facilities.app, url);
        total = body.total;
        for (const facility of body.facilities) {
          expect(seen.has(facility.id)).toBe(false);
          seen.add(facility.id);
          const record = demo.find((f) => f.id === facility.id);
          const text = foldForSearch(`${record?.name}${record?.kana}${record?.address}`);
          expect(text).toContain('サクラ');
          expect(text).toContain('東京都');
        }
        if (!body.nextCursor) break;
        url = `/ps/v1/facilities/search?q=${q}&limit=7&cursor=${body.nextCursor}`;
      }
      expect(total).toBeGreaterThan(7);
      expect(seen.size).toBe(total);
    });

    it('filters by open on a weekday at a time, and by after-hours support', async () => {
      const q = encodeURIComponent('クリニック');
      const sunday = await getJson<Page>(
        facilities.app,
        `/ps/v1/facilities/search?q=${q}&weekday=sun&time=11:00&limit=100`,
      );
      const moment = scheduleMomentOn('sun', 11 * 60);
      const clinics = demo.filter((f) => foldForSearch(f.name).includes('クリニツク'));
      expect(sunday.body.total).toBe(
        clinics.filter((f) => isOpenAt(f.openingHours, moment) === true).length,
      );
      const anySunday = await getJson<Page>(
        facilities.app,
        `/ps/v1/facilities/search?q=${q}&weekday=sun`,
      );
      expect(anySunday.body.total).toBe(
        clinics.filter((f) => opensOn(f.openingHours, 'sun') === true).length,
      );
      const afterHours = await getJson<Page>(
        facilities.app,
        `/ps/v1/facilities/search?q=${q}&afterHours=true`,
      );
      expect(afterHours.body.total).toBe(clinics.filter((f) => f.afterHours === true).length);
    });

    it('puts the matches within the user’s area first, nearest first, then all the others', async () => {
      const tokyo = { lat: 35.6812, lng: 139.7671 };
      const nearMeters = 3_000;
      const q = encodeURIComponent('薬局');
      const plain = await getJson<Page>(facilities.app, `/ps/v1/facilities/search?q=${q}&limit=5`);
      const url = `/ps/v1/facilities/search?q=${q}&lat=${tokyo.lat}&lng=${tokyo.lng}&nearMeters=${nearMeters}`;
      const seen: Summary[] = [];
      let next: string | null = `${url}&limit=50`;
      while (next) {
        const { body }: { body: Page } = await getJson<Page>(facilities.app, next);
        expect(body.total).toBe(plain.body.total);
        seen.push(...body.facilities);
        next = body.nextCursor ? `${url}&limit=50&cursor=${body.nextCursor}` : null;
      }
      expect(seen).toHaveLength(plain.body.total);
      const distances = seen.map((f) => {
        const record = demo.find((d) => d.id === f.id)!;
        return haversine(tokyo, { lat: record.lat ?? 0, lng: record.lng ?? 0 });
      });
      const inside = distances.filter((d) => d <= nearMeters);
      expect(inside.length).toBeGreaterThan(0);
      // The first ones are those inside the area, in order of distance; none of them later.
      expect(distances.slice(0, inside.length)).toEqual([...inside].sort((a, b) => a - b));
      expect(distances.slice(inside.length).every((d) => d > nearMeters)).toBe(true);
    });

    it('refuses an area without its centre or its size', async () => {
      const q = encodeURIComponent('薬局');
      const { status } = await getJson<Page>(
        facilities.app,
        `/ps/v1/facilities/search?q=${q}&lat=35.6&nearMeters=1000`,
      );
      expect(status).toBe(400);
    });
  });

  describe('browsing by area', () => {
    it('counts prefectures and municipalities so that they add up', async () => {
      const areas = await getJson<{
        prefectures: { code: string; name: string; count: number }[];
        total: number;
      }>(facilities.app, '/ps/v1/facilities/areas');
      expect(areas.body.prefectures).toHaveLength(47);
      expect(areas.body.prefectures[12]).toMatchObject({ code: '13', name: '東京都' });
      expect(areas.body.total).toBe(demo.length);
      expect(areas.body.prefectures.reduce((sum, p) => sum + p.count, 0)).toBe(demo.length);

      const tokyoCount = areas.body.prefectures.find((p) => p.code === '13')?.count ?? 0;
      const tokyo = await getJson<{
        prefecture: { count: number };
        municipalities: { name: string; count: number }[];
      }>(facilities.app, '/ps/v1/facilities/areas/13');
      expect(tokyo.body.prefecture.count).toBe(tokyoCount);
      expect(tokyo.body.municipalities.reduce((sum, m) => sum + m.count, 0)).toBe(tokyoCount);
      const shinjuku = tokyo.body.municipalities.find((m) => m.name === '新宿区');
      expect(shinjuku?.count).toBe(demo.filter((f) => f.municipality === '新宿区').length);

      const pharmacies = await getJson<{ total: number }>(
        facilities.app,
        '/ps/v1/facilities/areas?type=pharmacy',
      );
      expect(pharmacies.body.total).toBe(DEMO.counts.pharmacy);
    });

    it('lists a municipality page by page in reading order', async () => {
      const municipality = encodeURIComponent('新宿区');
      const first = await getJson<Page>(
        facilities.app,
        `/ps/v1/facilities?prefectureCode=13&municipality=${municipality}&limit=50`,
      );
      const expected = demo.filter((f) => f.municipality === '新宿区').length;
      expect(first.body.total).toBe(expected);
      expect(first.body.facilities).toHaveLength(Math.min(50, expected));
      const readings = first.body.facilities.map((f) => foldForSearch(f.kana ?? f.name));
      expect([...readings].sort()).toEqual(readings);
      const second = await getJson<Page>(
        facilities.app,
        `/ps/v1/facilities?prefectureCode=13&municipality=${municipality}&limit=50&cursor=${first.body.nextCursor}`,
      );
      const ids = new Set(first.body.facilities.map((f) => f.id));
      for (const facility of second.body.facilities) expect(ids.has(facility.id)).toBe(false);
      const open = await getJson<Page>(
        facilities.app,
        `/ps/v1/facilities?prefectureCode=13&municipality=${municipality}&openNow=true`,
      );
      const moment = scheduleMomentAt(new Date(TUESDAY_10AM_JST));
      expect(open.body.total).toBe(
        demo.filter((f) => f.municipality === '新宿区' && isOpenAt(f.openingHours, moment) === true)
          .length,
      );
    });
  });

  describe('GET /:id', () => {
    it('returns everything about one facility, with open now and today', async () => {
      const record = demo[0] as FacilityRecord;
      const { status, body } = await getJson<Record<string, unknown>>(
        facilities.app,
        `/ps/v1/facilities/${encodeURIComponent(record.id)}`,
      );
      expect(status).toBe(200);
      expect(body).toMatchObject({
        id: record.id,
        name: record.name,
        kana: record.kana,
        phone: record.phone,
        openingHours: record.openingHours,
        afterHours: record.afterHours,
        today: 'tue',
        openNow: isOpenAt(record.openingHours, scheduleMomentAt(new Date(TUESDAY_10AM_JST))),
        active: true,
        withdrawnAt: null,
        source: 'harmo-demo',
      });
    });

    it('answers 404 for an unknown id', async () => {
      const { status, body } = await getJson(facilities.app, '/ps/v1/facilities/demo:999999999');
      expect(status).toBe(404);
      expect(body).toMatchObject({ error: 'not_found' });
    });
  });
});
