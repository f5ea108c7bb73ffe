import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zipOf } from '../helpers/zip';

const apiDir = path.resolve(__dirname, '../..');
const repoDir = path.resolve(apiDir, '..');
const tsx = path.join(apiDir, 'node_modules/.bin/tsx');
const fixtures = 'shared/medical-formats/src/checkup/fixtures';
const RESULT_FILE = path.join(repoDir, fixtures, 'checkup-result.xml');
const INDEX_FILE = path.join(repoDir, fixtures, 'archive-index.xml');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'parse-checkup-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: string | Buffer): string {
  const filePath = path.join(dir, name);
  writeFileSync(filePath, content);
  return filePath;
}

function run(args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(tsx, ['src/cli/parse-checkup.ts', ...args], {
    cwd: apiDir,
    encoding: 'utf8',
    // Without a package manager around it, paths are taken as they are given.
    env: { ...process.env, npm_lifecycle_event: '', INIT_CWD: '', ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** stdout must be one JSON document and nothing else: JSON.parse rejects anything more. */
function json(stdout: string): Record<string, unknown> {
  expect(stdout.endsWith('}\n')).toBe(true);
  return JSON.parse(stdout) as Record<string, unknown>;
}

function refusal(args: string[]): string {
  const { status, stdout } = run(args);
  expect(status).toBe(1);
  const printed = json(stdout);
  expect(Object.keys(printed)).toEqual(['error']);
  expect(typeof printed.error).toBe('string');
  return printed.error as string;
}

const document = (sex: string, body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<ClinicalDocument xmlns="urn:hl7-org:v3" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <recordTarget><patientRole><patient><administrativeGenderCode code="${sex}"/></patient></patientRole></recordTarget>
  <component><structuredBody><component><section>${body}</section></component></structuredBody></component>
</ClinicalDocument>`;

const waist = (cm: string) =>
  `<entry><observation><code code="9N016160100000001" displayName="腹囲"/><value xsi:type="PQ" value="${cm}" unit="cm"/></observation></entry>`;

describe('parse:checkup', () => {
  it('prints a full check-up with its marks and exits 0', () => {
    const { status, stdout } = run([RESULT_FILE]);
    expect(status).toBe(0);
    const printed = json(stdout);
    expect(Object.keys(printed)).toEqual([
      'reportCategory',
      'date',
      'institution',
      'patient',
      'items',
      'marks',
    ]);
    expect(printed.reportCategory).toBe('10');
    // The file was made on 2023-10-20 by a data centre; the check-up was on 2023-10-02.
    expect(printed.date).toBe('2023-10-02');
    expect(printed.institution).toEqual({ code: '1310000001', name: 'みどり健診センター' });
    expect(printed.patient).toEqual({
      nameKana: 'スズキ\u3000イチロウ',
      sex: '1',
      birthDate: '1966-01-20',
    });

    const items = printed.items as { code: string }[];
    // 血色素量 (not performed) and 心電図 (null-flavoured) are left out; the group header is
    // skipped and its three members stand where it stood; 尿酸 comes from the second section.
    expect(items.map((item) => item.code)).toEqual([
      '9N001000000000001',
      '9N006000000000001',
      '9N011000000000001',
      '9N016160100000001',
      '9A751000000000001',
      '9A761000000000001',
      '9N141000000000011',
      '3F015000002327101',
      '3F070000002327101',
      '3F077000002327101',
      '3B035000002327201',
      '3B045000002327201',
      '3B090000002327101',
      '3D010000001926101',
      '3D046000001906202',
      '1A020000000191111',
      '1A010000000191111',
      '3C015000002327101',
      '8A065000002391901',
      '3C015161002399949',
      '9N056000000000011',
      '9N701000000000011',
      '9N736000000000011',
      '9N501000000000011',
      '9N511000000000049',
      '3C020000002327101',
    ]);
    const byCode = (code: string) => items.find((item) => item.code === code);
    expect(byCode('3C015000002327101')).toEqual({
      code: '3C015000002327101',
      name: '血清クレアチニン',
      type: 'PQ',
      value: 0.8,
      unit: 'mg/dl',
    });
    expect(byCode('9N701000000000011')).toEqual({
      code: '9N701000000000011',
      name: '服薬1（血圧）',
      type: 'CD',
      value: '2',
      unit: null,
      codeSystem: '1.2.392.200119.6.2003',
    });
    expect(byCode('3C015161002399949')).toEqual({
      code: '3C015161002399949',
      name: '血清クレアチニン（実施理由）',
      type: 'ST',
      value: '血圧が高めのため',
      unit: null,
    });
    expect(byCode('9N511000000000049')).toMatchObject({
      type: 'ST',
      value: expect.stringMatching(
        /^血圧が高めです。\n\s+減塩を心がけ、3か月後に再検査を受けてください。$/,
      ),
    });

    // A man: BMI 26.4 and waist 88 are past the 階層化 cut-offs; blood pressure 142/86, HDL 38
    // (written without a code system, in mg/dL), ALT 33, glucose 104, HbA1c 5.80 and urine
    // protein ± are past their lines; triglycerides 112, LDL 118, AST 24, γ-GT 48, eGFR 78.4
    // are not.
    expect(printed.marks).toEqual({
      '9N011000000000001': 'stratification',
      '9N016160100000001': 'stratification',
      '9A751000000000001': 'referral',
      '9A761000000000001': 'guidance',
      '3F070000002327101': 'guidance',
      '3B045000002327201': 'guidance',
      '3D010000001926101': 'guidance',
      '3D046000001906202': 'guidance',
      '1A010000000191111': 'guidance',
    });
  });

  it('prints a minimal document with nulls and no marks', () => {
    const { status, stdout } = run([
      file('minimal.xml', '<ClinicalDocument xmlns="urn:hl7-org:v3"/>'),
    ]);
    expect(status).toBe(0);
    expect(json(stdout)).toEqual({
      reportCategory: null,
      date: null,
      institution: { code: null, name: null },
      patient: { nameKana: null, sex: null, birthDate: null },
      items: [],
      marks: {},
    });
  });

  it('judges the waist by sex: 88 cm is past the line for a man, not for a woman', () => {
    const man = json(run([file('man.xml', document('1', waist('88.0')))]).stdout);
    const woman = json(run([file('woman.xml', document('2', waist('88.0')))]).stdout);
    const womanPast = json(run([file('woman-90.xml', document('2', waist('90.0')))]).stdout);
    expect(man.marks).toEqual({ '9N016160100000001': 'stratification' });
    expect(woman.marks).toEqual({});
    expect(womanPast.marks).toEqual({ '9N016160100000001': 'stratification' });
  });

  it('refuses an archive index file and says where the results are', () => {
    expect(refusal([INDEX_FILE])).toMatch(/交換用基本情報.*DATA/);
  });

  it('refuses a truncated file', () => {
    const content = readFileSync(RESULT_FILE, 'utf8');
    const truncated = file('truncated.xml', content.slice(0, content.indexOf('</structuredBody>')));
    expect(refusal([truncated])).toContain('XML として正しくありません');
  });

  it('refuses a file with an external entity without reading what it points at', () => {
    const secret = file('secret.txt', 'CONTENT-THAT-MUST-NOT-LEAK');
    const xxe = file(
      'xxe.xml',
      `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE ClinicalDocument [<!ENTITY leak SYSTEM "file://${secret}">]>
<ClinicalDocument xmlns="urn:hl7-org:v3"><recordTarget><patientRole><patient><name>&leak;</name></patient></patientRole></recordTarget></ClinicalDocument>`,
    );
    const { status, stdout, stderr } = run([xxe]);
    expect(status).toBe(1);
    expect(json(stdout).error).toContain('DOCTYPE');
    expect(stdout + stderr).not.toContain('CONTENT-THAT-MUST-NOT-LEAK');
  });

  it('refuses a file over the size cap', () => {
    const content = readFileSync(RESULT_FILE, 'utf8');
    const padded = content.replace('<structuredBody>', `<structuredBody>${' '.repeat(1_100_000)}`);
    expect(refusal([file('large.xml', padded)])).toContain('大きすぎます');
  });

  it('refuses a missing file, and prints only the usage for wrong arguments', () => {
    expect(refusal([path.join(dir, 'absent.xml')])).toContain('absent.xml');
    for (const args of [[], [RESULT_FILE, INDEX_FILE]]) {
      const { status, stdout, stderr } = run(args);
      expect(status).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toContain('usage');
    }
  });

  it('reads a relative path from where the package script was started', () => {
    const { status, stdout } = run([path.join(fixtures, 'checkup-result.xml')], {
      npm_lifecycle_event: 'parse:checkup',
      INIT_CWD: repoDir,
    });
    expect(status).toBe(0);
    expect(json(stdout).date).toBe('2023-10-02');
  });
});

/** What a zip refusal must look like: `{"error": …}`, exit 1, nothing on stderr (no stack). */
function zipRefusal(zipPath: string): string {
  const { status, stdout, stderr } = run([zipPath]);
  expect(stderr).toBe('');
  expect(status).toBe(1);
  const printed = json(stdout);
  expect(Object.keys(printed)).toEqual(['error']);
  return printed.error as string;
}

/** The ministry's 送付用ファイルアーカイブ around the given DATA files. */
const BUNDLE = '1310000001_01234567_202310201_1';
const bundleOf = (data: Record<string, Buffer | string>): Record<string, Buffer | string> => ({
  [`${BUNDLE}/ix08_V08.xml`]: readFileSync(INDEX_FILE),
  [`${BUNDLE}/su08_V08.xml`]:
    '<?xml version="1.0" encoding="UTF-8"?><summary xmlns="http://tokuteikenshin.jp/checkup/2007"/>',
  ...Object.fromEntries(
    Object.entries(data).map(([name, content]) => [`${BUNDLE}/DATA/${name}`, content]),
  ),
  [`${BUNDLE}/CLAIMS/c13100000012023102001000001.xml`]:
    '<?xml version="1.0" encoding="UTF-8"?><checkupClaim xmlns="http://tokuteikenshin.jp/checkup/2007"/>',
  [`${BUNDLE}/XSD/hc08_V08.xsd`]: '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"/>',
  [`${BUNDLE}/XSD/coreschemas/datatypes_hcgv08.xsd`]:
    '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"/>',
});

describe('parse:checkup with a zip', () => {
  it('prints the one document of a bundle exactly as the file alone', async () => {
    const alone = run([RESULT_FILE]);
    const zip = file(
      'one.zip',
      await zipOf(bundleOf({ 'h13100000012023102001000001.xml': readFileSync(RESULT_FILE) })),
    );
    const { status, stdout, stderr } = run([zip]);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(stdout).toBe(alone.stdout);
  });

  it('tells a zip by its content, not by its name', async () => {
    const alone = run([RESULT_FILE]);
    const zip = file('named-like.xml', await zipOf({ 'h1.xml': readFileSync(RESULT_FILE) }));
    const { status, stdout } = run([zip]);
    expect(status).toBe(0);
    expect(stdout).toBe(alone.stdout);
  });

  it('prints several documents as an array in the order of their entry paths', async () => {
    const man = document('1', waist('88.0'));
    const woman = document('2', waist('88.0'));
    const index = readFileSync(INDEX_FILE);
    // Written out of order, and with a stray XML that is no check-up beside the results.
    const zip = file(
      'several.zip',
      await zipOf({
        'b/DATA/h2.xml': woman,
        'a/notes.xml': '<?xml version="1.0"?><notes xmlns="urn:example"/>',
        'a/DATA/h1.xml': man,
        'b/ix08_V08.xml': index,
        'b/DATA/h0.xml': readFileSync(RESULT_FILE),
      }),
    );
    const { status, stdout, stderr } = run([zip]);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    // One JSON value and nothing else.
    expect(stdout.startsWith('[')).toBe(true);
    expect(stdout.endsWith(']\n')).toBe(true);
    const printed = JSON.parse(stdout) as unknown[];
    const aloneOf = (name: string, content: string | Buffer) =>
      JSON.parse(run([file(name, content)]).stdout) as unknown;
    expect(printed).toEqual([
      aloneOf('a-h1.xml', man),
      json(run([RESULT_FILE]).stdout),
      aloneOf('b-h2.xml', woman),
    ]);
  });

  it('refuses a zip that holds no check-up document, naming what is missing', async () => {
    const onlyOthers = file('no-document.zip', await zipOf(bundleOf({})));
    expect(zipRefusal(onlyOthers)).toMatch(
      /zip の中に特定健診の結果ファイル.*ClinicalDocument.*ありません/,
    );
    // XML files the walker reads, none of them a CDA document.
    const notCda = file(
      'not-cda.zip',
      await zipOf({
        'DATA/h1.xml': '<?xml version="1.0"?><ClinicalDocument xmlns="urn:example"/>',
        'DATA/index.xml': readFileSync(INDEX_FILE),
      }),
    );
    expect(zipRefusal(notCda)).toMatch(/zip の中に特定健診の結果ファイル.*ありません/);
    // An archive with no entries at all is only its end record.
    const empty = file('empty.zip', await zipOf({}));
    expect(empty.length).toBeGreaterThan(0);
    expect(zipRefusal(empty)).toMatch(/zip の中に特定健診の結果ファイル.*ありません/);
  });

  it('refuses a damaged zip in words, never with a stack trace', async () => {
    const whole = await zipOf(bundleOf({ 'h1.xml': readFileSync(RESULT_FILE) }));
    const cut = file('cut.zip', whole.subarray(0, Math.floor(whole.length / 2)));
    expect(zipRefusal(cut)).toContain('zip ファイルとして読めません');
    const header = file(
      'header.zip',
      Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100)]),
    );
    expect(zipRefusal(header)).toContain('zip ファイルとして読めません');
  });

  it('refuses a zip whose result file is cut short, naming the entry', async () => {
    const content = readFileSync(RESULT_FILE, 'utf8');
    const truncated = content.slice(0, content.indexOf('</structuredBody>'));
    const zip = file(
      'truncated-entry.zip',
      await zipOf(bundleOf({ 'h1.xml': readFileSync(RESULT_FILE), 'h2.xml': truncated })),
    );
    const error = zipRefusal(zip);
    expect(error).toContain(`${BUNDLE}/DATA/h2.xml`);
    expect(error).toContain('XML として正しくありません');
  });

  it('reads a stored result file whose CRC-32 matches, exactly as the file alone', async () => {
    const content = document('1', waist('88.0'));
    const stored = file(
      'stored.zip',
      await zipOf(bundleOf({ 'h1.xml': content }), { compress: false }),
    );
    const { status, stdout, stderr } = run([stored]);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(stdout).toBe(run([file('stored-alone.xml', content)]).stdout);
  });

  it('refuses a zip whose stored result file has one damaged byte, naming the entry', async () => {
    const content = document('1', waist('88.0'));
    const good = await zipOf(bundleOf({ 'h1.xml': content }), { compress: false });
    // Stored, the file's bytes sit in the zip as they are: one damaged byte turns the waist of
    // 88 cm into 98 cm and leaves the sizes and the XML as good as before. Only the CRC-32 of
    // the entry tells.
    const at = good.indexOf('value="88.0"') + 'value="'.length;
    const damaged = Buffer.from(good);
    damaged[at] = damaged[at]! ^ 0x01; // '8' (0x38) becomes '9' (0x39)
    expect(damaged.length).toBe(good.length);
    const damagedContent = content.replace('value="88.0"', 'value="98.0"');
    expect(damaged.includes(damagedContent)).toBe(true);
    expect(run([file('damaged-alone.xml', damagedContent)]).status).toBe(0);

    expect(zipRefusal(file('damaged.zip', damaged))).toBe(
      `zip の中の ${BUNDLE}/DATA/h1.xml を取り出せません（壊れているか、暗号化されています）`,
    );
  });

  it('holds a zip to the import limits: bombs, entry count, file and archive size', async () => {
    const bomb = await zipOf({
      'DATA/h1.xml': readFileSync(RESULT_FILE),
      'DATA/zeros.xml': Buffer.alloc(20 * 1024 * 1024),
    });
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(zipRefusal(file('bomb.zip', bomb))).toContain('zip の中身が多すぎるか大きすぎます');

    const many = Object.fromEntries(
      Array.from({ length: 2001 }, (_, i) => [`DATA/h${i}.xml`, '<x/>']),
    );
    many['DATA/h-real.xml'] = readFileSync(RESULT_FILE, 'utf8');
    const byCount = file('many.zip', await zipOf(many, { compress: false }));
    expect(zipRefusal(byCount)).toContain('zip の中身が多すぎるか大きすぎます');

    const content = readFileSync(RESULT_FILE, 'utf8');
    const padded = content.replace('<structuredBody>', `<structuredBody>${' '.repeat(1_100_000)}`);
    const largeEntry = file(
      'large-entry.zip',
      await zipOf({ 'DATA/h1.xml': padded }, { compress: false }),
    );
    expect(zipRefusal(largeEntry)).toMatch(/DATA\/h1\.xml が大きすぎます/);

    const huge = file(
      'huge.zip',
      Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(21 * 1024 * 1024)]),
    );
    expect(zipRefusal(huge)).toMatch(/^zip ファイルが大きすぎます/);
  });

  it('refuses a zip with an entry named outside it', async () => {
    const zip = await zipOf({ 'DATA/h1.xml': readFileSync(RESULT_FILE), 'xx/evil.xml': '<x/>' });
    // yazl refuses to write such a name; the bytes of an attacker's archive say it anyway.
    const traversal = Buffer.from(
      zip.toString('latin1').replaceAll('xx/evil', '../evil'),
      'latin1',
    );
    expect(zipRefusal(file('traversal.zip', traversal))).toContain('zip の外を指す名前');
  });

  it('refuses a named pipe and a device at once instead of waiting on them', () => {
    const pipe = path.join(dir, 'pipe.xml');
    // Opened to read, a pipe with no writer waited for ever.
    expect(spawnSync('mkfifo', [pipe]).status).toBe(0);
    expect(refusal([pipe])).toBe(`not a file: ${pipe}`);
    expect(refusal(['/dev/zero'])).toBe('not a file: /dev/zero');
  });
});
