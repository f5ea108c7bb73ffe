import type { CheckupImportResponse } from '@harmo/contracts/checkups';
import {
  TARO,
  listCheckups,
  signedInCheckupsApi,
  taroCheckup,
  uploadCheckups,
  xmlOf,
  zipOf,
} from './harness';
import type { GeneratedCheckup } from '../../src/modules/checkups/portal/standin/checkup-document';

/**
 * 00:30 on 1 April 2025 in Japan, still 31 March in UTC: the day a check-up may not be after is
 * the Japanese one.
 */
const NOW = new Date('2025-03-31T15:30:00Z');

/** An institution name that makes the test database fail the save, as a broken store would. */
const FAILING_INSTITUTION = 'この名前の保存は失敗する';

describe('check-ups: what a file must hold to be saved', () => {
  const block = signedInCheckupsApi({}, { now: () => NOW });

  beforeAll(async () => {
    // Stands in for any failure of the store that the import cannot foresee.
    await block.api.db.query(`
      CREATE FUNCTION checkups_fail_for_test() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.institution_name = '${FAILING_INSTITUTION}' THEN
          RAISE EXCEPTION 'the store failed';
        END IF;
        RETURN NEW;
      END $$`);
    await block.api.db.query(`
      CREATE TRIGGER checkups_fail_for_test BEFORE INSERT ON checkups
      FOR EACH ROW EXECUTE FUNCTION checkups_fail_for_test()`);
  });

  const upload = (body: Buffer, fileName: string, type = 'application/xml') =>
    uploadCheckups(block.api, body, { idToken: block.demo, fileName, type });
  const importOne = async (checkup: GeneratedCheckup) => {
    const res = await upload(xmlOf(checkup), 'h.xml');
    expect(res.statusCode).toBe(200);
    const { files } = res.json<CheckupImportResponse>();
    expect(files).toHaveLength(1);
    return files[0];
  };
  const list = async () => (await listCheckups(block.api, block.demo)).checkups;
  const dates = async () => (await list()).map((checkup) => checkup.date);

  /** Taro's check-up on `date` at an institution of this code and name. */
  const at = (date: string, institution: { code?: string; name?: string }) => {
    const checkup = taroCheckup(date, 5.4);
    return { ...checkup, institution: { ...checkup.institution, ...institution } };
  };

  describe('institution code and name longer than the store keeps', () => {
    it('refuses an institution code over 20 characters, and saves one of 20', async () => {
      const long = await importOne(at('2020-01-10', { code: '1'.repeat(21) }));
      expect(long).toMatchObject({ outcome: 'refused', reason: 'value_too_long', checkup: null });
      expect(long?.detail).toBe(
        '健診機関の番号（特定健診機関番号）が長すぎます（21 文字）。20 文字まで読み込めます',
      );
      const longest = await importOne(at('2020-01-11', { code: '1'.repeat(20) }));
      expect(longest?.outcome).toBe('saved');
      expect(await dates()).not.toContain('2020-01-10');
    });

    it('refuses an institution name over 200 characters, counting as the store does', async () => {
      const long = await importOne(at('2020-02-10', { name: 'あ'.repeat(201) }));
      expect(long).toMatchObject({ outcome: 'refused', reason: 'value_too_long', checkup: null });
      expect(long?.detail).toBe('健診機関の名前が長すぎます（201 文字）。200 文字まで読み込めます');
      // 𠮷 is one character to the store, however JavaScript counts it.
      const longest = await importOne(at('2020-02-11', { name: '𠮷'.repeat(200) }));
      expect(longest?.outcome).toBe('saved');
      expect(longest?.checkup?.institutionName).toBe('𠮷'.repeat(200));
      expect(await dates()).not.toContain('2020-02-10');
    });
  });

  describe('one file failing never stops the others', () => {
    // Whether the second file is refused for what it holds or the store fails on it, the files
    // around it are saved and every file gets its answer, in a zip as for a single file.
    it.each([
      {
        name: 'goes on past a refused file in a zip, answering every file',
        month: '03',
        institution: { code: '9'.repeat(21) },
        reason: 'value_too_long',
        detail:
          '健診機関の番号（特定健診機関番号）が長すぎます（21 文字）。20 文字まで読み込めます',
      },
      {
        name: 'answers a file the store fails to save as refused, and reports the others',
        month: '04',
        institution: { name: FAILING_INSTITUTION },
        reason: 'not_saved',
        detail:
          'このファイルを読み込む途中で問題が起きたため、保存していません。時間をおいてもう一度読み込んでください',
      },
    ])('$name', async ({ month, institution, reason, detail }) => {
      const day = (dd: string) => `2020-${month}-${dd}`;
      const res = await upload(
        await zipOf({
          'DATA/h1.xml': xmlOf(at(day('01'), {})),
          'DATA/h2.xml': xmlOf(at(day('02'), institution)),
          'DATA/h3.xml': xmlOf(at(day('03'), {})),
        }),
        'bundle.zip',
        'application/zip',
      );
      expect(res.statusCode).toBe(200);
      const { files } = res.json<CheckupImportResponse>();
      expect(files.map((file) => [file.fileName, file.outcome, file.reason])).toEqual([
        ['DATA/h1.xml', 'saved', null],
        ['DATA/h2.xml', 'refused', reason],
        ['DATA/h3.xml', 'saved', null],
      ]);
      expect(files[1]?.detail).toBe(detail);
      const saved = await dates();
      expect(saved).toEqual(expect.arrayContaining([day('01'), day('03')]));
      expect(saved).not.toContain(day('02'));

      // The same for a single file: a result, not a server error.
      const single = await importOne(at(day('04'), institution));
      expect(single).toMatchObject({ outcome: 'refused', reason });
    });
  });

  describe('text that reorders or hides itself', () => {
    it('stores names, institution, units and text values without bidi or control characters', async () => {
      const checkup: GeneratedCheckup = {
        date: '2020-05-01',
        institution: {
          code: '13100\u202E00002',
          name: '\u202Eみどり\u2066健診\u2069センター\u0085',
        },
        patient: TARO,
        items: [
          { code: '9N001000000000001', name: '身\u202D長', value: 150.2, unit: 'c\u202Em' },
          { code: '9N501000000000011', name: '医師の判断', value: '異常\u202Bなし\u202C' },
          // Nothing is left of a text value made only of such characters: no result, as if empty.
          { code: '9N506000000000011', name: '所見', value: '\u202E\u202C' },
        ],
      };
      const imported = await importOne(checkup);
      expect(imported).toMatchObject({
        outcome: 'saved',
        checkup: { institutionName: 'みどり健診センター' },
      });
      const saved = (await list()).find((one) => one.date === '2020-05-01');
      expect(saved?.institution).toEqual({ code: '1310000002', name: 'みどり健診センター' });
      expect(saved?.items.map(({ code, name, value, unit }) => [code, name, value, unit])).toEqual([
        ['9N001000000000001', '身長', 150.2, 'cm'],
        ['9N501000000000011', '医師の判断', '異常なし', null],
      ]);
    });
  });

  describe('check-up dates no check-up can have', () => {
    it('refuses a date after today in Japan, and takes today', async () => {
      const future = await importOne(at('9999-12-31', {}));
      expect(future).toMatchObject({
        outcome: 'refused',
        reason: 'implausible_date',
        checkup: null,
      });
      expect(future?.detail).toBe('健診の実施日（9999-12-31）が、今日より後の日付です');
      const tomorrow = await importOne(at('2025-04-02', {}));
      expect(tomorrow?.reason).toBe('implausible_date');
      // Already 1 April in Japan, though still 31 March in UTC.
      expect((await importOne(at('2025-04-01', {})))?.outcome).toBe('saved');
      expect(await dates()).not.toContain('9999-12-31');
    });

    it('refuses a date before 1900, and one before the birth date the file gives', async () => {
      const noBirthDate = { ...TARO, birthDate: null };
      const old = await importOne({ ...at('1800-01-01', {}), patient: noBirthDate });
      expect(old).toMatchObject({ outcome: 'refused', reason: 'implausible_date', checkup: null });
      expect(old?.detail).toBe('健診の実施日（1800-01-01）が、1900-01-01 より前の日付です');
      const earliest = await importOne({ ...at('1900-01-01', {}), patient: noBirthDate });
      expect(earliest?.outcome).toBe('saved');

      const unborn = await importOne(at('2016-08-02', {}));
      expect(unborn).toMatchObject({
        outcome: 'refused',
        reason: 'implausible_date',
        checkup: null,
      });
      expect(unborn?.detail).toBe(
        '健診の実施日（2016-08-02）が、この結果ファイルの生年月日（2016-08-03）より前です',
      );
      expect((await importOne(at('2016-08-03', {})))?.outcome).toBe('saved');
      expect(await dates()).not.toContain('1800-01-01');
      expect(await dates()).not.toContain('2016-08-02');
    });
  });
});
