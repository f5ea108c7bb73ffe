import { encodeShiftJis } from '../jahis/testing/encode-shift-jis';
import { seededRandom } from '../jahis/testing/seeded-random';
import { parseJahisTc, type JahisTcSymbol } from './parse';
import { summarizeJahisTcNotebook } from './summary';
import { VERSION_01_LINES, VERSION_05_LINES, VERSION_08_LINES } from './testing/payloads';
import type { JahisTcParseResult, JahisTcSummary } from './types';

const random = seededRandom(20250912);
const int = (below: number): number => Math.floor(random() * below);
const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;

const SEED_LINES: readonly (readonly string[])[] = [
  VERSION_08_LINES,
  VERSION_01_LINES,
  VERSION_05_LINES,
];

const lineCache = new Map<string, Uint8Array>();

/** Encodes lines one by one through a cache: mutated payloads share most of their lines. */
function encodeLines(lines: readonly string[]): Uint8Array {
  const encoded = lines.map((line) => {
    let bytes = lineCache.get(line);
    if (!bytes) {
      bytes = encodeShiftJis(`${line}\r\n`);
      if (line.length < 200) lineCache.set(line, bytes);
    }
    return bytes;
  });
  const out = new Uint8Array(encoded.reduce((sum, bytes) => sum + bytes.length, 0));
  encoded.reduce((offset, bytes) => (out.set(bytes, offset), offset + bytes.length), 0);
  return out;
}

const SEED_BYTES = SEED_LINES.map(encodeLines);

function randomBytes(length: number): Uint8Array {
  return Uint8Array.from({ length }, () => int(256));
}

function mutateLines(lines: readonly string[]): string[] {
  const out = [...lines];
  const at = int(out.length);
  switch (int(6)) {
    case 0:
      out.splice(at, 1);
      break;
    case 1:
      out.splice(at, 0, out[at] ?? '');
      break;
    case 2:
      out[at] = `${out[at] ?? ''}${','.repeat(1 + int(3000))}`;
      break;
    case 3:
      out[at] =
        `${pick(['201', '301', '911', '5', '31', '281', 'JAHISTC99'])},${'9'.repeat(int(30))},${'x'.repeat(int(30))}`;
      break;
    case 4:
      out.splice(at, 0, `${int(1000)},${'ﾃｽﾄ,'.repeat(int(20))}`);
      break;
    default:
      [out[0], out[at]] = [out[at] ?? '', out[0] ?? ''];
  }
  return out;
}

function mutateBytes(bytes: Uint8Array): Uint8Array {
  const out = Uint8Array.from(bytes);
  switch (int(4)) {
    case 0:
      for (let n = 1 + int(8); n > 0; n -= 1) out[int(out.length)] = int(256);
      return out;
    case 1:
      return out.slice(0, int(out.length + 1));
    case 2: {
      const at = int(out.length);
      return Uint8Array.from([...out.slice(0, at), ...randomBytes(int(40)), ...out.slice(at)]);
    }
    default:
      return out.slice(int(out.length));
  }
}

/** Cuts bytes at random offsets, as Structured Append may. */
function cutRandomly(bytes: Uint8Array): Uint8Array[] {
  const cuts = Array.from({ length: int(4) }, () => int(bytes.length)).sort((a, b) => a - b);
  return [0, ...cuts].map((start, i) => bytes.slice(start, [...cuts, bytes.length][i]));
}

function splitParts(lines: readonly string[]): Uint8Array[] {
  const [header, ...body] = lines;
  const count = 1 + int(4);
  const size = Math.ceil(body.length / count);
  const parts = Array.from({ length: count }, (_, i) =>
    encodeLines([
      header ?? '',
      ...body.slice(i * size, (i + 1) * size),
      `911,12345678901234,${count},${i + 1}`,
    ]),
  );
  return parts.filter(() => random() > 0.15).sort(() => random() - 0.5);
}

function randomInput(): JahisTcSymbol[] {
  const seed = int(SEED_LINES.length);
  const lines = SEED_LINES[seed]!;
  switch (int(6)) {
    case 0:
      return [randomBytes(int(300))];
    case 1:
      return [encodeLines(mutateLines(mutateLines(lines)))];
    case 2:
      return [mutateBytes(SEED_BYTES[seed]!)];
    case 3:
      return cutRandomly(mutateBytes(encodeLines(mutateLines(lines))));
    case 4:
      return splitParts(mutateLines(lines)).map((part) =>
        random() < 0.2 ? mutateBytes(part) : part,
      );
    default:
      return Array.from({ length: 1 + int(3) }, () => randomBytes(int(120)));
  }
}

const nullableString = (value: unknown): boolean => value === null || typeof value === 'string';
const date = (value: unknown): boolean =>
  value === null || (typeof value === 'string' && /^\d{8}$/.test(value));
const integer = (value: unknown): boolean => value === null || Number.isSafeInteger(value);
const finite = (value: unknown): boolean =>
  value === null || (typeof value === 'number' && Number.isFinite(value));

/** The promises the result type makes, checked on every value. */
function isWellFormed(summary: JahisTcSummary): boolean {
  const { patient } = summary;
  return (
    /^JAHISTC\d{2}$/.test(summary.version) &&
    (patient === null ||
      (nullableString(patient.name) &&
        nullableString(patient.kana) &&
        nullableString(patient.sex) &&
        date(patient.birthDate))) &&
    summary.dispensings.every(
      (d) =>
        date(d.date) &&
        d.rps.every(
          (rp) =>
            integer(rp.rpNumber) &&
            integer(rp.quantity) &&
            nullableString(rp.usage) &&
            rp.drugs.every(
              (drug) =>
                finite(drug.amount) && nullableString(drug.name) && nullableString(drug.code),
            ),
        ),
    ) &&
    summary.otcDrugs.every((otc) => date(otc.startDate) && nullableString(otc.janCode)) &&
    Number.isSafeInteger(summary.unknownRecords)
  );
}

function check(result: JahisTcParseResult): string | null {
  if (!result.ok)
    return typeof result.error === 'string' && result.error.length > 0
      ? null
      : 'refusal without reason';
  const summary = summarizeJahisTcNotebook(result.notebook);
  if (!isWellFormed(summary)) return 'malformed notebook';
  JSON.parse(JSON.stringify(summary));
  return null;
}

describe('parseJahisTc on 10,000 random and damaged payloads', () => {
  it('never throws and always answers with a well-formed notebook or a reason', () => {
    const problems: string[] = [];
    let accepted = 0;
    let slowest = 0;
    for (let n = 0; n < 10_000; n += 1) {
      const input = randomInput();
      try {
        const started = Date.now();
        const result = parseJahisTc(input);
        slowest = Math.max(slowest, Date.now() - started);
        if (result.ok) accepted += 1;
        const problem = check(result);
        if (problem) problems.push(`#${n}: ${problem}`);
      } catch (err) {
        problems.push(`#${n}: threw ${String(err)}`);
      }
    }
    expect(problems.slice(0, 5)).toEqual([]);
    // Both branches are exercised: the damage does not reject everything, nor accept everything.
    expect(accepted).toBeGreaterThan(1000);
    expect(accepted).toBeLessThan(9000);
    // No input makes the reader crawl: a payload is read in well under a second even on a
    // busy machine (a typical one takes a fraction of a millisecond).
    expect(slowest).toBeLessThan(1000);
  });
});
