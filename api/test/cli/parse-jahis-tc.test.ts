import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeShiftJis } from '../../../shared/medical-formats/src/jahis/testing/encode-shift-jis';

const apiDir = path.resolve(__dirname, '../..');
const tsx = path.join(apiDir, 'node_modules/.bin/tsx');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'parse-jahis-tc-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: Uint8Array | string): string {
  const filePath = path.join(dir, name);
  writeFileSync(filePath, content);
  return filePath;
}

function run(args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(tsx, ['src/cli/parse-jahis-tc.ts', ...args], {
    cwd: apiDir,
    encoding: 'utf8',
    // Without a package manager around it, paths are taken as they are given.
    env: { ...process.env, npm_lifecycle_event: '', INIT_CWD: '', ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** stdout must be one JSON document and nothing else: JSON.parse rejects anything more. */
function json(stdout: string): unknown {
  expect(stdout.endsWith('}\n')).toBe(true);
  return JSON.parse(stdout);
}

function refusal(args: string[]): unknown {
  const { status, stdout } = run(args);
  expect(status).toBe(1);
  return json(stdout);
}

const HEADER = 'JAHISTC08,1';
const BODY = [
  '1,鈴木 ｲﾁﾛｳ,1,S330303,,,,,,,スズキ イチロウ',
  '3,ロキソニンＳ,R070901,,2,1,4987188166017',
  '5,20250912,1',
  '11,ひまわり薬局,13,4,1312345,,,03-3700-1234,1',
  '55,佐藤 健,内科,1',
  '201,1,ノルバスク錠５ｍｇ,1,錠,2,610463238,1',
  '201,1,ｺﾘｵﾊﾟﾝ錠10mg,0.5,錠,1,,1',
  '301,1,１日１回朝食後,28,日分,1,1,,1',
  '888,将来のレコード',
];
const crlf = (lines: string[]) => `${lines.join('\r\n')}\r\n`;
const NOTEBOOK = crlf([HEADER, ...BODY]);

const EXPECTED = {
  version: 'JAHISTC08',
  patient: { name: '鈴木 ｲﾁﾛｳ', kana: 'スズキ イチロウ', sex: '1', birthDate: '19580303' },
  dispensings: [
    {
      date: '20250912',
      pharmacy: { name: 'ひまわり薬局', phone: '03-3700-1234' },
      doctors: [{ name: '佐藤 健', department: '内科' }],
      rps: [
        {
          rpNumber: 1,
          usage: '１日１回朝食後',
          quantity: 28,
          unit: '日分',
          drugs: [
            { name: 'ノルバスク錠５ｍｇ', amount: 1, unit: '錠', code: '610463238', codeType: '2' },
            { name: 'ｺﾘｵﾊﾟﾝ錠10mg', amount: 0.5, unit: '錠', code: null, codeType: '1' },
          ],
        },
      ],
    },
  ],
  otcDrugs: [{ name: 'ロキソニンＳ', janCode: '4987188166017', startDate: '20250901' }],
  unknownRecords: 1,
};

describe('parse:jahis-tc', () => {
  it('prints the notebook of one Shift_JIS symbol as one JSON document, keys in order, and exits 0', () => {
    const { status, stdout } = run([file('one.bin', encodeShiftJis(NOTEBOOK))]);
    expect(status).toBe(0);
    const printed = json(stdout);
    expect(printed).toEqual(EXPECTED);
    expect(Object.keys(printed as object)).toEqual([
      'version',
      'patient',
      'dispensings',
      'otcDrugs',
      'unknownRecords',
    ]);
  });

  it('joins three 911 parts given out of order', () => {
    const part = (n: number, lines: string[]) =>
      file(`part${n}.bin`, encodeShiftJis(crlf([HEADER, ...lines, `911,20250912101500,3,${n}`])));
    const parts = [part(1, BODY.slice(0, 3)), part(2, BODY.slice(3, 6)), part(3, BODY.slice(6))];
    const { status, stdout } = run([parts[2]!, parts[0]!, parts[1]!]);
    expect(status).toBe(0);
    expect(json(stdout)).toEqual(EXPECTED);
  });

  it('joins Structured Append symbols cut inside a character', () => {
    const bytes = encodeShiftJis(NOTEBOOK);
    const cut = encodeShiftJis(`${HEADER}\r\n1,`).length + 1; // inside 鈴
    const { status, stdout } = run([
      file('sa1.bin', bytes.slice(0, cut)),
      file('sa2.bin', bytes.slice(cut)),
    ]);
    expect(status).toBe(0);
    expect(json(stdout)).toEqual(EXPECTED);
  });

  it('reads Shift_JIS bytes saved with a UTF-8 byte-order mark in front, without --utf8', () => {
    const plain = file('plain.bin', encodeShiftJis(NOTEBOOK));
    const marked = file(
      'marked.bin',
      new Uint8Array([0xef, 0xbb, 0xbf, ...encodeShiftJis(NOTEBOOK)]),
    );
    const { status, stdout, stderr } = run([marked]);
    expect(status).toBe(0);
    expect(stderr).toBe('');
    expect(json(stdout)).toEqual(EXPECTED);
    // Exactly what the same bytes without the mark print.
    expect(stdout).toBe(run([plain]).stdout);
  });

  it('reads UTF-8 text with --utf8', () => {
    const { status, stdout } = run(['--utf8', file('utf8.txt', NOTEBOOK)]);
    expect(status).toBe(0);
    expect(json(stdout)).toEqual(EXPECTED);
  });

  it('reads a file named relative to where the package manager was invoked', () => {
    file('relative.bin', encodeShiftJis(NOTEBOOK));
    const { status, stdout } = run(['relative.bin'], {
      npm_lifecycle_event: 'parse:jahis-tc',
      INIT_CWD: dir,
    });
    expect(status).toBe(0);
    expect(json(stdout)).toEqual(EXPECTED);
  });

  it('refuses a split notebook with a part missing, naming it, and exits 1', () => {
    const part = (n: number) =>
      file(`gap${n}.bin`, encodeShiftJis(crlf([HEADER, BODY[n]!, `911,1,3,${n}`])));
    expect(refusal([part(3), part(1)])).toEqual({ error: 'part 2 of 3 missing' });
  });

  it('refuses a prescription code, an empty file and garbage with a reason', () => {
    const prescription = refusal([
      file('rx.bin', encodeShiftJis('JAHIS10\r\n1,1,1234567,13,1,青葉\r\n')),
    ]);
    expect(prescription).toEqual({
      error:
        'this is a JAHIS prescription code (JAHIS10), not a medication notebook (JAHISTC) code',
    });
    expect(refusal([file('empty.bin', new Uint8Array())])).toEqual({
      error: 'the payload is empty',
    });
    const garbage = refusal([file('garbage.bin', new Uint8Array([0xff, 0x00, 0x81, 0x0a, 0x7f]))]);
    expect(Object.keys(garbage as object)).toEqual(['error']);
  });

  it('refuses a folder, a device and a file far too large without reading them, and exits 1', () => {
    expect(refusal([dir])).toEqual({ error: `not a file: ${dir}` });
    // /dev/zero never ends: read, it filled the memory until the process was killed.
    expect(refusal(['/dev/zero'])).toEqual({ error: 'not a file: /dev/zero' });
    const huge = file('huge.bin', new Uint8Array(1024 * 1024 + 1));
    expect(refusal([huge])).toEqual({
      error: `file too large: ${huge} (1048577 bytes; at most 1048576)`,
    });
    expect(refusal([path.join(dir, 'missing.bin')])).toEqual({
      error: `file not found: ${path.join(dir, 'missing.bin')}`,
    });
  });

  it('prints the usage on stderr and nothing on stdout without a file, and exits 2', () => {
    const { status, stdout, stderr } = run([]);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/parse:jahis-tc/);
  });
});
