import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importFacilities } from '../../src/modules/facilities';
import type { FacilitiesTestApp } from './helpers/facilities-app';
import { getJson, startFacilitiesApp } from './helpers/facilities-app';

const FIXTURE = path.join(__dirname, 'fixtures', '05_pharmacy_20250601.csv');

interface Summary {
  id: string;
  name: string;
  kana: string | null;
  openNow: boolean | null;
}
interface Page {
  facilities: Summary[];
  total: number;
}

describe('importing the 医療情報ネット open-data layout (fixture)', () => {
  let facilities: FacilitiesTestApp;
  const temporary: string[] = [];

  beforeAll(async () => {
    facilities = await startFacilitiesApp();
    const summary = await importFacilities(facilities.db, { kind: 'pharmacy', file: FIXTURE });
    expect(summary).toMatchObject({
      read: 4,
      imported: 3,
      skippedWithoutCoordinates: 1,
      withdrawn: 0,
    });
  });
  afterAll(async () => {
    await facilities?.close();
    for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true });
  });

  function writeTemporary(name: string, content: string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harmo-facilities-'));
    temporary.push(dir);
    const file = path.join(dir, name);
    fs.writeFileSync(file, content);
    return file;
  }

  it('maps columns by name, through the BOM, quotes, commas and newlines in fields', async () => {
    const { body, status } = await getJson<Record<string, unknown>>(
      facilities.app,
      '/ps/v1/facilities/pharmacy:1310400000002',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      type: 'pharmacy',
      name: 'ＡＢＣファーマシー新宿, 西口店',
      kana: 'エービーシーファーマシーシンジュク　ニシグチテン',
      prefectureCode: '13',
      prefecture: '東京都',
      municipality: '新宿区',
      lat: 35.6896,
      lng: 139.6994,
      sourceDate: '2025-06-01',
      attributes: { englishName: 'The "ABC" Pharmacy Shinjuku', municipalityCode: '13104' },
    });
    const sapporo = await getJson<{ attributes: Record<string, string>; website: string }>(
      facilities.app,
      '/ps/v1/facilities/pharmacy:0113000000001',
    );
    expect(sapporo.body.attributes.otherClosedDays).toBe('年末年始\n（12/30〜1/3）');
    expect(sapporo.body.website).toBe('https://example.com/test-pharmacy/1');
  });

  it('imports the opening-time columns as structured hours', async () => {
    const { body } = await getJson<{ openingHours: Record<string, unknown> }>(
      facilities.app,
      '/ps/v1/facilities/pharmacy:1310400000002',
    );
    expect(body.openingHours).toEqual({
      mon: [
        { open: '09:00', close: '13:00' },
        { open: '14:00', close: '19:00' },
      ],
      tue: [
        { open: '09:00', close: '13:00' },
        { open: '14:00', close: '19:00' },
      ],
      wed: [
        { open: '09:00', close: '13:00' },
        { open: '14:00', close: '19:00' },
      ],
      thu: [
        { open: '09:00', close: '13:00' },
        { open: '14:00', close: '19:00' },
      ],
      fri: [
        { open: '09:00', close: '13:00' },
        { open: '14:00', close: '19:00' },
      ],
      sat: [{ open: '10:00', close: '17:00' }],
      sun: [],
      holiday: [{ open: '09:00', close: '12:00' }],
      original: null,
      unparsed: [],
    });
    const allDay = await getJson<{ openingHours: Record<string, unknown> }>(
      facilities.app,
      '/ps/v1/facilities/pharmacy:4013300000004',
    );
    expect(allDay.body.openingHours.sun).toEqual([{ open: '00:00', close: '24:00' }]);
  });

  it('leaves out a facility whose coordinates are 0.0', async () => {
    const { status } = await getJson(facilities.app, '/ps/v1/facilities/pharmacy:2712700000003');
    expect(status).toBe(404);
  });

  it('finds katakana kana from a hiragana query, and full-width names from half-width ones', async () => {
    const hiragana = await getJson<Page>(
      facilities.app,
      `/ps/v1/facilities/search?q=${encodeURIComponent('てすとやっきょく')}`,
    );
    // The reading that starts with the query ranks before the one that only contains it.
    expect(hiragana.body.facilities.map((f) => f.id)).toEqual([
      'pharmacy:0113000000001',
      'pharmacy:4013300000004',
    ]);
    const halfWidth = await getJson<Page>(facilities.app, '/ps/v1/facilities/search?q=abc');
    expect(halfWidth.body.facilities.map((f) => f.name)).toEqual([
      'ＡＢＣファーマシー新宿, 西口店',
    ]);
    const halfWidthKana = await getJson<Page>(
      facilities.app,
      `/ps/v1/facilities/search?q=${encodeURIComponent('ﾆｼﾞｭｳﾖｼﾞｶﾝ')}`,
    );
    expect(halfWidthKana.body.facilities.map((f) => f.id)).toEqual(['pharmacy:4013300000004']);
    const fullWidthDigits = await getJson<Page>(
      facilities.app,
      `/ps/v1/facilities/search?q=${encodeURIComponent('24時間')}`,
    );
    expect(fullWidthDigits.body.facilities.map((f) => f.id)).toEqual(['pharmacy:4013300000004']);
  });

  it('answers open now from a fixed clock, in Japan time, with holidays', async () => {
    const open = async () => {
      const page = await getJson<Page>(
        facilities.app,
        '/ps/v1/facilities/nearest?lat=35&lng=135&limit=10&openNow=true',
      );
      return page.body.facilities.map((f) => f.id).sort();
    };
    // Tuesday 10:00 in Japan: all three are open.
    facilities.setNow('2026-11-24T01:00:00Z');
    expect(await open()).toEqual([
      'pharmacy:0113000000001',
      'pharmacy:1310400000002',
      'pharmacy:4013300000004',
    ]);
    // Tuesday 13:30 (UTC 04:30): Shinjuku is on its lunch break.
    facilities.setNow('2026-11-24T04:30:00Z');
    expect(await open()).toEqual(['pharmacy:0113000000001', 'pharmacy:4013300000004']);
    // Monday 23 November 2026 (勤労感謝の日) 10:00: Shinjuku's holiday hours; Sapporo is closed.
    facilities.setNow('2026-11-23T01:00:00Z');
    expect(await open()).toEqual(['pharmacy:1310400000002', 'pharmacy:4013300000004']);
    const shinjuku = await getJson<{ openNow: boolean; today: string }>(
      facilities.app,
      '/ps/v1/facilities/pharmacy:1310400000002',
    );
    expect(shinjuku.body).toMatchObject({ openNow: true, today: 'holiday' });
    // Sunday 3:00: only the 24-hour pharmacy.
    facilities.setNow('2026-11-28T18:00:00Z');
    expect(await open()).toEqual(['pharmacy:4013300000004']);
  });

  it('updates a facility on re-import instead of adding another', async () => {
    const renamed = fs
      .readFileSync(FIXTURE, 'utf8')
      .replace('テスト薬局　札幌中央店', 'テスト薬局　札幌駅前店');
    const file = writeTemporary('05_pharmacy_20251201.csv', renamed);
    const summary = await importFacilities(facilities.db, { kind: 'pharmacy', file });
    expect(summary.imported).toBe(3);
    const { rows } = await facilities.db.query<{ count: number }>(
      'SELECT count(*) AS count FROM facilities',
    );
    expect(Number(rows[0]?.count)).toBe(3);
    const detail = await getJson<{ name: string; sourceDate: string }>(
      facilities.app,
      '/ps/v1/facilities/pharmacy:0113000000001',
    );
    expect(detail.body).toMatchObject({ name: 'テスト薬局　札幌駅前店', sourceDate: '2025-12-01' });
  });

  it('withdraws a pharmacy when a newer list marks it with 削除日', async () => {
    const header =
      '薬局等番号,都道府県,薬局等名称,住所,住所_正規化,市区町村_推定,電話番号_数字,HP,開局等時間,時間外対応_有無,' +
      '時間外の電話番号_数字,事前電話連絡_要否,プライバシー確保策,販売可能薬剤師数_女性,販売可能薬剤師数_男性,' +
      '販売可能薬剤師数_答えたくない,削除日,データ時点,lat,lng,csis_geocode_level';
    const row = (deleted: string) =>
      `9001,東京都,テスト緊急避妊薬局,東京都港区芝公園４丁目２－８,東京都港区芝公園4丁目2-8,港区,0300000000,,` +
      `月-金:9:00-18:00,1,,0,個室,1,0,0,${deleted},2026-08-13,35.6586,139.7454,8`;
    await importFacilities(facilities.db, {
      kind: 'ec',
      file: writeTemporary('ec-v1.csv', `${header}\n${row('')}\n`),
    });
    const before = await getJson<Page>(
      facilities.app,
      `/ps/v1/facilities/search?q=${encodeURIComponent('緊急避妊')}`,
    );
    expect(before.body.facilities.map((f) => f.id)).toEqual(['ec:9001']);

    const summary = await importFacilities(facilities.db, {
      kind: 'ec',
      file: writeTemporary('ec-v2.csv', `${header}\n${row('2026/9/1')}\n`),
    });
    expect(summary).toMatchObject({ read: 1, imported: 0, withdrawn: 1 });
    const after = await getJson<Page>(
      facilities.app,
      `/ps/v1/facilities/search?q=${encodeURIComponent('緊急避妊')}`,
    );
    expect(after.body.total).toBe(0);
    const detail = await getJson(facilities.app, '/ps/v1/facilities/ec:9001');
    expect(detail.body).toMatchObject({ active: false, withdrawnAt: '2026-09-01' });
  });

  it('refuses a file of another kind', async () => {
    await expect(
      importFacilities(facilities.db, { kind: 'hospital', file: FIXTURE }),
    ).rejects.toThrow(
      'This is not a 医療情報ネット hospital open-data file: it has no column 正式名称.',
    );
  });

  it('refuses a file that lacks a needed column, before writing anything', async () => {
    const file = writeTemporary('05_pharmacy_20260101.csv', '\uFEFF"ID","名称"\r\n"1","x"\r\n');
    await expect(importFacilities(facilities.db, { kind: 'pharmacy', file })).rejects.toThrow(
      /no column 所在地/,
    );
  });
});
