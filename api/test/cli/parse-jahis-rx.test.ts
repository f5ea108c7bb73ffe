import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const apiDir = path.resolve(__dirname, '../..');
const tsx = path.join(apiDir, 'node_modules/.bin/tsx');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'parse-jahis-rx-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: Uint8Array | string): string {
  const filePath = path.join(dir, name);
  writeFileSync(filePath, content);
  return filePath;
}

function run(...args: string[]) {
  const result = spawnSync(tsx, ['src/cli/parse-jahis-rx.ts', ...args], {
    cwd: apiDir,
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** stdout must be one JSON document and nothing else: JSON.parse rejects anything more. */
function json(stdout: string): unknown {
  expect(stdout.endsWith('}\n')).toBe(true);
  return JSON.parse(stdout);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

// A prescription in Shift_JIS written out byte by byte: 薬 = 96 F2, 局 = 8B C7,
// half-width ｸｽﾘ = B8 BD D8, 錠 = 8F F9; CR LF after each record and the EOF byte 0x1A.
const SHIFT_JIS = new Uint8Array([
  ...ascii('JAHIS9\r\n1,1,0212345,26,'),
  ...[0x96, 0xf2, 0x8b, 0xc7],
  ...ascii('\r\n5,,,Dr\r\n11,,'),
  ...[0x96, 0xf2],
  ...ascii(','),
  ...[0xb8, 0xbd, 0xd8],
  ...ascii('\r\n12,1\r\n13,4080229\r\n22,06139989\r\n23,,1,1\r\n51,5071201\r\n64,2\r\n'),
  ...ascii('101,1,1,,14\r\n111,1,1,,AM,1\r\n201,1,1,1,7,,X,0.5,1,'),
  ...[0x8f, 0xf9],
  ...ascii('\r\n777,x\r\n'),
  0x1a,
]);

const EXPECTED = {
  version: 'JAHIS9',
  institution: { code: '0212345', name: '薬局', prefectureCode: '26' },
  department: null,
  doctor: { name: 'Dr', kana: null },
  patient: { name: '薬', kana: 'ｸｽﾘ', sex: '1', birthDate: '19960229' },
  insurerNumber: '06139989',
  issueDate: '20251201',
  expiryDate: null,
  refill: { totalUses: 2 },
  rps: [
    {
      number: 1,
      form: '1',
      usage: 'AM',
      timesPerDay: 1,
      quantity: 14,
      days: 14,
      times: null,
      drugs: [{ codeType: '7', code: null, name: 'X', amount: 0.5, unit: '錠', generic: true }],
    },
  ],
  unknownRecords: ['777,x'],
};

describe('parse:jahis-rx', () => {
  it('prints the prescription of a Shift_JIS symbol as one JSON document and exits 0', () => {
    const result = run(file('one.bin', SHIFT_JIS));
    expect(result.status).toBe(0);
    expect(json(result.stdout)).toEqual(EXPECTED);
  });

  it('joins the files of one prescription given out of order, even cut inside a character', () => {
    const cutAt = SHIFT_JIS.indexOf(0x8b) + 1; // between the two bytes of 局
    const first = file('part1.bin', SHIFT_JIS.slice(0, cutAt));
    const second = file('part2.bin', SHIFT_JIS.slice(cutAt));
    const result = run('--', second, first);
    expect(result.status).toBe(0);
    expect(json(result.stdout)).toEqual(EXPECTED);
  });

  it('reads UTF-8 text with --utf8', () => {
    const text = new TextDecoder('shift_jis').decode(SHIFT_JIS.slice(0, -1));
    const result = run('--utf8', file('utf8.txt', text));
    expect(result.status).toBe(0);
    expect(json(result.stdout)).toEqual(EXPECTED);
  });

  it('refuses a medication notebook code, empty input and garbage with exit 1', () => {
    const refused = [
      file('notebook.txt', 'JAHISTC08,1\r\n1,ﾔｸ,1,S330303\r\n'),
      file('empty.bin', ''),
      file(
        'garbage.bin',
        new Uint8Array(200).map((_, i) => (i * 151 + 7) % 256),
      ),
    ];
    for (const refusedFile of refused) {
      const result = run(refusedFile);
      expect(result.status).toBe(1);
      const output = json(result.stdout) as Record<string, unknown>;
      expect(Object.keys(output)).toEqual(['error']);
      expect(typeof output.error).toBe('string');
    }
  });

  it('prints the usage on stderr and nothing on stdout when no file is given', () => {
    const result = run();
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/usage/);
  });
});
