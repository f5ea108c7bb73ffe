import { DEMO_CITIES } from '../../src/modules/facilities/demo/cities';
import { DEMO_LABEL } from '../../src/modules/facilities/demo/demo-names';
import {
  DEMO_COUNTS,
  generateDemoFacilities,
} from '../../src/modules/facilities/demo/generate-demo-facilities';
import { seedDemoFacilitiesIfEmpty, importFacilities } from '../../src/modules/facilities';
import { parseFreeTextHours } from '../../src/modules/facilities/opening-hours/parse-free-text-hours';
import { migrate } from '../../src/db';
import path from 'node:path';
import { createTestDatabase } from '../helpers/database';
import type { TestDatabase } from '../helpers/database';

describe('the demo dataset', () => {
  const all = [...generateDemoFacilities()];

  it('has about 60,000 pharmacies and 120,000 hospitals and clinics', () => {
    expect(DEMO_COUNTS).toEqual({ pharmacy: 60_000, hospital: 8_000, clinic: 112_000 });
    expect(all).toHaveLength(180_000);
    expect(all.filter((f) => f.type === 'pharmacy')).toHaveLength(60_000);
    expect(new Set(all.map((f) => f.id)).size).toBe(180_000);
  });

  it('is the same every time', () => {
    const again = [
      ...generateDemoFacilities({ counts: { pharmacy: 50, hospital: 10, clinic: 40 } }),
    ];
    const once = [
      ...generateDemoFacilities({ counts: { pharmacy: 50, hospital: 10, clinic: 40 } }),
    ];
    expect(again).toEqual(once);
  });

  it('labels every facility as demo data, with a reading, an address and a phone that cannot ring', () => {
    // Japanese local exchanges never start with 0: 03-0xxx-xxxx is shaped right but unassigned.
    const wrong = all.filter(
      (f) =>
        !f.name.startsWith(DEMO_LABEL) ||
        !/^[ァ-ヶー ]+$/.test(f.kana ?? '') ||
        !f.address?.startsWith(f.prefecture ?? '?') ||
        !/^0\d{1,4}-0\d{1,3}-\d{4}$/.test(f.phone ?? '') ||
        f.phone?.replace(/-/g, '').length !== 10,
    );
    expect(wrong.slice(0, 3)).toEqual([]);
  });

  it('places facilities around real city centres, more where more people live', () => {
    const centres = new Map(DEMO_CITIES.map((c) => [`${c.prefectureCode}${c.municipality}`, c]));
    const far = all.filter((f) => {
      const city = centres.get(`${f.prefectureCode}${f.municipality}`);
      return (
        !city ||
        Math.abs((f.lat ?? 0) - city.lat) * 111 > 40 ||
        Math.abs((f.lng ?? 0) - city.lng) * 91 > 40
      );
    });
    expect(far.slice(0, 3)).toEqual([]);
    const tokyo = all.filter((f) => f.prefectureCode === '13').length;
    const tottori = all.filter((f) => f.prefectureCode === '31').length;
    expect(tokyo).toBeGreaterThan(20 * tottori);
  });

  it('has varied hours: some around the clock, most closed on Sunday, text that reads back', () => {
    const pharmacies = all.filter((f) => f.type === 'pharmacy');
    const allDay = pharmacies.filter((f) => f.openingHours?.sun?.[0]?.close === '24:00').length;
    const sundayClosed = pharmacies.filter((f) => f.openingHours?.sun?.length === 0).length;
    expect(allDay / pharmacies.length).toBeGreaterThan(0.02);
    expect(sundayClosed / pharmacies.length).toBeGreaterThan(0.5);
    const schedules = new Map(all.map((f) => [f.openingHours?.original ?? '', f.openingHours]));
    for (const [text, hours] of schedules) expect(parseFreeTextHours(text)).toEqual(hours);
    const afterHours = all.filter((f) => f.afterHours).length / all.length;
    expect(afterHours).toBeGreaterThan(0.05);
    expect(afterHours).toBeLessThan(0.5);
  });

  describe('seeding', () => {
    let testDb: TestDatabase;
    const small = { counts: { pharmacy: 300, hospital: 50, clinic: 650 } };

    beforeEach(async () => {
      testDb = await createTestDatabase();
      await migrate(testDb.db);
    });
    afterEach(async () => {
      await testDb?.cleanup();
    });

    it('fills an empty table once', async () => {
      expect(await seedDemoFacilitiesIfEmpty(testDb.db, small)).toMatchObject({
        seeded: true,
        count: 1_000,
      });
      expect(await seedDemoFacilitiesIfEmpty(testDb.db, small)).toMatchObject({ seeded: false });
      const { rows } = await testDb.db.query<{ count: number }>(
        'SELECT count(*) AS count FROM facilities',
      );
      expect(Number(rows[0]?.count)).toBe(1_000);
    });

    it('never mixes demo data into imported data', async () => {
      await importFacilities(testDb.db, {
        kind: 'pharmacy',
        file: path.join(__dirname, 'fixtures', '05_pharmacy_20250601.csv'),
      });
      expect(await seedDemoFacilitiesIfEmpty(testDb.db, small)).toMatchObject({ seeded: false });
    });

    it('writes the whole set again after being stopped part-way', async () => {
      const stop = new AbortController();
      stop.abort();
      expect(
        await seedDemoFacilitiesIfEmpty(testDb.db, { ...small, signal: stop.signal }),
      ).toMatchObject({
        seeded: false,
      });
      expect(await seedDemoFacilitiesIfEmpty(testDb.db, small)).toMatchObject({
        seeded: true,
        count: 1_000,
      });
    });
  });
});
