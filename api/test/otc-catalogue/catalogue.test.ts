import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OtcCatalogueEntry } from '@harmo/contracts/otc-catalogue';
import { DEMO_OTC_SOURCE, janCodeIssue } from '@harmo/contracts/otc-catalogue';
import { encodeShiftJis } from '../../../shared/medical-formats/src/jahis/testing/encode-shift-jis';
import { migrate } from '../../src/db';
import {
  DEMO_OTC_CATALOGUE,
  findCatalogueEntry,
  importOtcCatalogue,
  seedDemoOtcCatalogue,
} from '../../src/modules/otc-catalogue';
import { createTestDatabase } from '../helpers/database';
import type { TestDatabase } from '../helpers/database';
import type { OAuthTestApi } from '../oauth/harness';
import {
  START_TIMEOUT_MS,
  bearer,
  signInDemoUser,
  startMedicationsApi,
} from '../medications/harness';

const HEADER = 'JANコード,商品名,製造販売元,成分,リスク区分';
const GOOD_ROWS = [
  '4901234567894,かぜ薬Ａ錠,テスト製薬,アセトアミノフェン 300mg；クロルフェニラミン 2.5mg,指定第２類医薬品',
  '49123456,目薬Ｂ,,テトラヒドロゾリン 0.05%,第3類',
];
const utf8 = (lines: string[]) => new TextEncoder().encode(`${lines.join('\r\n')}\r\n`);

describe('the OTC catalogue CSV import', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    await migrate(testDb.db);
  }, START_TIMEOUT_MS);
  afterAll(() => testDb?.cleanup());

  it('reads a Shift_JIS file with Japanese headers and risk class labels', async () => {
    const bytes = encodeShiftJis(`${[HEADER, ...GOOD_ROWS].join('\r\n')}\r\n`);
    const result = await importOtcCatalogue(testDb.db, bytes);
    expect(result).toEqual({ ok: true, encoding: 'shift_jis', products: 2 });
    expect(await findCatalogueEntry(testDb.db, '4901234567894')).toEqual({
      janCode: '4901234567894',
      name: 'かぜ薬Ａ錠',
      maker: 'テスト製薬',
      ingredients: ['アセトアミノフェン 300mg', 'クロルフェニラミン 2.5mg'],
      riskClass: 'designatedClass2',
      demo: false,
    });
    expect(await findCatalogueEntry(testDb.db, '49123456')).toMatchObject({
      maker: null,
      riskClass: 'class3',
    });
  });

  it('reads UTF-8 with English headers in another order and updates a code it holds', async () => {
    const result = await importOtcCatalogue(
      testDb.db,
      utf8(['risk_class,jan,name', '第1類,4901234567894,かぜ薬Ａ錠（新）']),
    );
    expect(result).toMatchObject({ ok: true, encoding: 'utf-8', products: 1 });
    expect(await findCatalogueEntry(testDb.db, '4901234567894')).toMatchObject({
      name: 'かぜ薬Ａ錠（新）',
      maker: null,
      riskClass: 'class1',
    });
  });

  it('reports every bad row with its line number and imports nothing', async () => {
    const result = await importOtcCatalogue(
      testDb.db,
      utf8([
        HEADER,
        '4987654321094,新しい薬,,,第2類',
        '4901234567895,検査桁違い,,,第2類',
        '',
        '4912345678904,名前なし,,,第4類',
        '4999990000014,,,,第1類',
        '"4987654321094","重複",,,第2類',
      ]),
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        { line: 3, problem: expect.stringMatching(/^JAN "4901234567895": .*check digit/) },
        { line: 5, problem: expect.stringMatching(/risk class "第4類"/) },
        { line: 6, problem: 'the name is empty' },
        { line: 7, problem: 'JAN 4987654321094 is already on line 2' },
      ],
    });
    expect(await findCatalogueEntry(testDb.db, '4987654321094')).toBeNull();
  });

  it('counts the lines of a quoted cell that spans several, and refuses the line break', async () => {
    const result = await importOtcCatalogue(
      testDb.db,
      utf8([HEADER, '4987654321094,"二行の\r\n名前",,,第2類', '123,短い,,,第2類']),
    );
    expect(result).toMatchObject({
      ok: false,
      problems: [
        { line: 2, problem: expect.stringMatching(/line break/) },
        { line: 4, problem: expect.stringMatching(/^JAN "123"/) },
      ],
    });
  });

  it('refuses a file without the required columns, and one that is not text', async () => {
    expect(await importOtcCatalogue(testDb.db, utf8(['jan,name', '4901234567894,薬']))).toEqual({
      ok: false,
      problems: [{ line: 1, problem: expect.stringMatching(/lacks risk_class/) }],
    });
    const binary = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xff]);
    expect(await importOtcCatalogue(testDb.db, binary)).toMatchObject({ ok: false });
  });

  it('seeds the demo catalogue without replacing an imported product', async () => {
    await importOtcCatalogue(testDb.db, utf8([HEADER, '4999990000014,本物の薬,,,第1類']));
    await seedDemoOtcCatalogue(testDb.db);
    expect(await findCatalogueEntry(testDb.db, '4999990000014')).toMatchObject({
      name: '本物の薬',
      demo: false,
    });
    expect(await findCatalogueEntry(testDb.db, '4999990000021')).toMatchObject({ demo: true });
  });
});

describe('the demo catalogue', () => {
  it.each(DEMO_OTC_CATALOGUE.map((product) => [product.janCode, product.name]))(
    '%s (%s) has a valid check digit and is labelled as demo data',
    (janCode, name) => {
      expect(janCodeIssue(janCode)).toBeNull();
      expect(name.startsWith('【デモ】')).toBe(true);
    },
  );

  it('has each code once, EAN-13 and EAN-8 both', () => {
    const codes = DEMO_OTC_CATALOGUE.map((product) => product.janCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.some((code) => code.length === 8)).toBe(true);
    expect(DEMO_OTC_SOURCE).toBe('harmo-demo');
  });
});

describe('GET /ps/v1/otc-catalogue/:janCode', () => {
  let api: OAuthTestApi;
  let idToken: string;
  beforeAll(async () => {
    api = await startMedicationsApi();
    idToken = await signInDemoUser(api.app, 'demo');
  }, START_TIMEOUT_MS);
  afterAll(() => api?.close());

  const lookUp = (janCode: string, headers = bearer(idToken)) =>
    api.app.inject({ method: 'GET', url: `/ps/v1/otc-catalogue/${janCode}`, headers });

  it('answers a catalogue product, marked as demo data', async () => {
    const res = await lookUp('49999013');
    expect(res.statusCode).toBe(200);
    expect(res.json<OtcCatalogueEntry>()).toMatchObject({
      janCode: '49999013',
      name: '【デモ】携帯用目薬',
      riskClass: 'class2',
      demo: true,
    });
  });

  it('answers 404 for a valid code it lacks and 400 for a wrong check digit', async () => {
    const unknown = await lookUp('4901234567894');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'otc_not_found' });
    const wrong = await lookUp('49999014');
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(wrong.json())).toMatch(/check digit/);
  });

  it('needs a signed-in user', async () => {
    expect((await lookUp('49999013', {} as ReturnType<typeof bearer>)).statusCode).toBe(401);
  });
});

describe('import:otc-catalogue', () => {
  const apiDir = path.resolve(__dirname, '../..');
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'otc-catalogue-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = (file: string) =>
    spawnSync(
      path.join(apiDir, 'node_modules/.bin/tsx'),
      ['src/modules/otc-catalogue/cli/import-otc-catalogue.ts', file],
      {
        cwd: apiDir,
        encoding: 'utf8',
        env: {
          ...process.env,
          INIT_CWD: '',
          DATABASE_URL: '',
          HARMO_DATA_DIR: path.join(dir, 'data'),
          LOG_LEVEL: 'silent',
        },
      },
    );

  it('imports a good file and lists the lines of a bad one, exiting 1', () => {
    const good = path.join(dir, 'good.csv');
    writeFileSync(good, encodeShiftJis(`${[HEADER, ...GOOD_ROWS].join('\r\n')}\r\n`));
    const imported = run(good);
    expect(imported.stdout).toMatch(/Imported 2 products .*\(shift_jis\)/);
    expect(imported.status).toBe(0);

    const bad = path.join(dir, 'bad.csv');
    writeFileSync(bad, utf8([HEADER, '4901234567895,薬,,,第2類']));
    const refused = run(bad);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/Nothing was imported/);
    expect(refused.stderr).toMatch(/line 2: JAN "4901234567895"/);
  });
});
