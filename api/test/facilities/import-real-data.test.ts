import { importFacilities } from '../../src/modules/facilities';
import type { FacilitiesTestApp } from './helpers/facilities-app';
import { getJson, startFacilitiesApp } from './helpers/facilities-app';
import { hasCoordinates, readPlainCsv } from './helpers/plain-csv';
import { EC_PHARMACIES_FILE, HOSPITALS_FILE, describeWithSharedData } from './helpers/shared-data';

interface Page {
  facilities: { id: string }[];
  total: number;
}
interface Areas {
  prefectures: { code: string; count: number }[];
  total: number;
}
interface MapAnswer {
  total: number;
}

const ALL_JAPAN = 'west=122&south=20&east=154&north=46&zoom=4';

describeWithSharedData(
  [EC_PHARMACIES_FILE],
  'importing the emergency-contraception pharmacy list (real data)',
  () => {
    let rows: Record<string, string>[];
    let withdrawn: Record<string, string>[];
    let searchable: Record<string, string>[];
    let facilities: FacilitiesTestApp;

    beforeAll(async () => {
      // Counted here with a plain CSV reader, independently of the importer.
      rows = readPlainCsv(EC_PHARMACIES_FILE);
      withdrawn = rows.filter((row) => (row['削除日'] ?? '').trim() !== '');
      searchable = rows.filter(
        (row) => (row['削除日'] ?? '').trim() === '' && hasCoordinates(row.lat, row.lng),
      );
      facilities = await startFacilitiesApp();
    }, 120_000);
    afterAll(async () => {
      await facilities?.close();
    });

    it('reads the file as the data README describes it', () => {
      expect(rows).toHaveLength(16_403);
      expect(rows.filter((row) => hasCoordinates(row.lat, row.lng))).toHaveLength(16_250);
      expect(withdrawn).toHaveLength(432);
    });

    it('imports exactly the active rows with coordinates as searchable pharmacies', async () => {
      const summary = await importFacilities(facilities.db, {
        kind: 'ec',
        file: EC_PHARMACIES_FILE,
      });
      expect(summary).toMatchObject({
        read: rows.length,
        imported: searchable.length,
        withdrawn: withdrawn.length,
        skippedWithoutCoordinates: rows.length - withdrawn.length - searchable.length,
        invalid: 0,
      });

      const areas = await getJson<Areas>(facilities.app, '/ps/v1/facilities/areas?type=pharmacy');
      expect(areas.body.total).toBe(searchable.length);
      const everyType = await getJson<Areas>(facilities.app, '/ps/v1/facilities/areas');
      expect(everyType.body.total).toBe(searchable.length);
      const map = await getJson<MapAnswer>(facilities.app, `/ps/v1/facilities/map?${ALL_JAPAN}`);
      expect(map.body.total).toBe(searchable.length);
      // All 47 prefectures have at least one pharmacy on the list.
      expect(areas.body.prefectures.filter((p) => p.count > 0)).toHaveLength(47);
    }, 120_000);

    it('never shows a withdrawn pharmacy as active', async () => {
      const gone = withdrawn.find((row) => hasCoordinates(row.lat, row.lng));
      if (!gone) throw new Error('the file has no withdrawn row with coordinates');
      const id = `ec:${gone['薬局等番号']}`;

      const byName = await getJson<Page>(
        facilities.app,
        `/ps/v1/facilities/search?limit=100&q=${encodeURIComponent(gone['薬局等名称'] ?? '')}`,
      );
      expect(byName.status).toBe(200);
      expect(byName.body.facilities.map((f) => f.id)).not.toContain(id);

      const nearby = await getJson<{ facilities: { id: string }[] }>(
        facilities.app,
        `/ps/v1/facilities/nearest?lat=${gone.lat}&lng=${gone.lng}&limit=50`,
      );
      expect(nearby.body.facilities.map((f) => f.id)).not.toContain(id);

      const detail = await getJson<{ active: boolean; withdrawnAt: string; openNow: null }>(
        facilities.app,
        `/ps/v1/facilities/${encodeURIComponent(id)}`,
      );
      expect(detail.status).toBe(200);
      expect(detail.body).toMatchObject({ active: false, openNow: null });
      expect(detail.body.withdrawnAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('finds an active pharmacy by its name, with its hours read from the free text', async () => {
      const sample = searchable.find(
        (row) => row['開局等時間'] === '月-金:9:00-18:00､土:9:00-13:00',
      );
      if (!sample) throw new Error('no sample row');
      const id = `ec:${sample['薬局等番号']}`;
      const found = await getJson<Page>(
        facilities.app,
        `/ps/v1/facilities/search?limit=100&q=${encodeURIComponent(sample['薬局等名称'] ?? '')}`,
      );
      expect(found.body.facilities.map((f) => f.id)).toContain(id);
      const detail = await getJson<{ openingHours: Record<string, unknown>; afterHours: boolean }>(
        facilities.app,
        `/ps/v1/facilities/${encodeURIComponent(id)}`,
      );
      expect(detail.body.openingHours).toMatchObject({
        mon: [{ open: '09:00', close: '18:00' }],
        sat: [{ open: '09:00', close: '13:00' }],
        sun: [],
        original: '月-金:9:00-18:00､土:9:00-13:00',
      });
      expect(detail.body.afterHours).toBe(sample['時間外対応_有無'] === '1');
    });

    it('updates on a second import of the same file instead of adding duplicates', async () => {
      const again = await importFacilities(facilities.db, { kind: 'ec', file: EC_PHARMACIES_FILE });
      expect(again.imported).toBe(searchable.length);
      const { rows: stored } = await facilities.db.query<{ count: number }>(
        "SELECT count(*) AS count FROM facilities WHERE id LIKE 'ec:%'",
      );
      expect(Number(stored[0]?.count)).toBe(searchable.length + withdrawn.length);
      const areas = await getJson<Areas>(facilities.app, '/ps/v1/facilities/areas');
      expect(areas.body.total).toBe(searchable.length);
    }, 120_000);
  },
);

describeWithSharedData([HOSPITALS_FILE], 'importing the trimmed hospital file (real data)', () => {
  let rows: Record<string, string>[];
  let located: Record<string, string>[];
  let facilities: FacilitiesTestApp;

  beforeAll(async () => {
    rows = readPlainCsv(HOSPITALS_FILE);
    located = rows.filter((row) =>
      hasCoordinates(row['所在地座標（緯度）'], row['所在地座標（経度）']),
    );
    facilities = await startFacilitiesApp();
  }, 120_000);
  afterAll(async () => {
    await facilities?.close();
  });

  it('imports every hospital with coordinates and leaves out 0.0 ones', async () => {
    expect(rows).toHaveLength(7_587);
    expect(located).toHaveLength(7_317);
    const summary = await importFacilities(facilities.db, {
      kind: 'hospital',
      file: HOSPITALS_FILE,
    });
    expect(summary).toMatchObject({
      read: 7_587,
      imported: 7_317,
      skippedWithoutCoordinates: 270,
      withdrawn: 0,
    });
    const areas = await getJson<Areas>(facilities.app, '/ps/v1/facilities/areas?type=hospital');
    expect(areas.body.total).toBe(located.length);
    const map = await getJson<MapAnswer>(
      facilities.app,
      `/ps/v1/facilities/map?${ALL_JAPAN}&type=hospital`,
    );
    expect(map.body.total).toBe(located.length);
  }, 120_000);

  it('finds a hospital by its katakana reading typed in hiragana', async () => {
    const found = await getJson<Page & { facilities: { id: string; name: string }[] }>(
      facilities.app,
      `/ps/v1/facilities/search?q=${encodeURIComponent('さっぽろいかだいがく')}`,
    );
    expect(found.body.facilities[0]).toMatchObject({
      id: 'hospital:0111010000010',
      name: '札幌医科大学附属病院',
    });
  });

  it('never places a hospital whose file coordinates are 0.0', async () => {
    const unknown = rows.find((row) => row['所在地座標（緯度）'] === '0.0');
    if (!unknown) throw new Error('no row without coordinates');
    const detail = await getJson(
      facilities.app,
      `/ps/v1/facilities/hospital:${unknown.ID?.padStart(13, '0')}`,
    );
    expect(detail.status).toBe(404);
  });
});
