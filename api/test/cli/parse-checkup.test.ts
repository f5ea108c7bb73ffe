import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

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
