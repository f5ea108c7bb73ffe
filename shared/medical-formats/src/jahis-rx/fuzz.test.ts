import { seededRandom } from '../jahis/testing/seeded-random';
import { parseJahisPrescriptionSymbols, parseJahisPrescriptionText } from './parse';
import { sampleBytes } from './testing/sample-prescription';
import type { JahisRxParseResult } from './types';

const random = seededRandom(20251201);
const below = (n: number) => Math.floor(random() * n);

/** Bytes a damaged or foreign payload is made of, weighted toward the format's own syntax. */
const INTERESTING = [0x2c, 0x0d, 0x0a, 0x1a, 0x30, 0x31, 0x32, 0x37, 0x81, 0x82, 0x96, 0xff, 0x00];

function randomBytes(): Uint8Array {
  const prefix = random() < 0.5 ? [...'JAHIS10\r\n'].map((c) => c.charCodeAt(0)) : [];
  const body = Array.from({ length: below(400) }, () =>
    random() < 0.4 ? (INTERESTING[below(INTERESTING.length)] as number) : below(256),
  );
  return new Uint8Array([...prefix, ...body]);
}

function mutate(bytes: Uint8Array): Uint8Array {
  const out = [...bytes];
  const edits = 1 + below(8);
  for (let i = 0; i < edits && out.length > 0; i += 1) {
    const at = below(out.length);
    const byte = random() < 0.6 ? (INTERESTING[below(INTERESTING.length)] as number) : below(256);
    const kind = below(4);
    if (kind === 0) out[at] = byte;
    else if (kind === 1) out.splice(at, 0, byte);
    else if (kind === 2) out.splice(at, 1 + below(20));
    else out.length = at;
  }
  return new Uint8Array(out);
}

function cutRandomly(bytes: Uint8Array): Uint8Array[] {
  const count = 1 + below(8);
  const offsets = Array.from({ length: count - 1 }, () => below(bytes.length + 1)).sort(
    (a, b) => a - b,
  );
  const bounds = [0, ...offsets, bytes.length];
  const parts = bounds.slice(1).map((end, i) => bytes.slice(bounds[i], end));
  return parts.sort(() => random() - 0.5);
}

/**
 * What every caller relies on, whatever the input: a refusal with a reason, or a reading whose
 * derived values agree with the values they come from. Returns what is wrong, if anything.
 */
function problemsOf(result: JahisRxParseResult): string[] {
  if (!result.ok)
    return typeof result.error === 'string' && result.error !== '' ? [] : ['no reason'];
  const { prescription } = result;
  const problems: string[] = [];
  if (!/^JAHIS[0-9]+$/.test(prescription.version)) problems.push('version');
  for (const rp of prescription.rps) {
    if (rp.days !== (rp.form === '1' ? rp.quantity : null)) problems.push('days');
    if (rp.times !== (rp.form === '2' ? rp.quantity : null)) problems.push('times');
    for (const drug of rp.drugs) {
      if (drug.generic !== (drug.codeType === '7')) problems.push('generic');
      if (drug.amount !== null && !Number.isFinite(drug.amount)) problems.push('amount');
    }
  }
  for (const date of [prescription.issueDate, prescription.expiryDate]) {
    if (date !== null && !/^[0-9]{8}$/.test(date)) problems.push('date');
  }
  JSON.stringify(prescription);
  return problems;
}

function expectWellFormed(results: JahisRxParseResult[]): void {
  expect(results.flatMap(problemsOf)).toEqual([]);
}

// The machine running the suite may be busy; a hang still fails, on this limit.
jest.setTimeout(30_000);

describe('any input gives an answer, quickly, and never an exception', () => {
  const sample = sampleBytes();

  it('random bytes', () => {
    const results: JahisRxParseResult[] = [];
    for (let i = 0; i < 1500; i += 1) {
      const bytes = randomBytes();
      results.push(parseJahisPrescriptionSymbols([bytes]));
      results.push(parseJahisPrescriptionSymbols([bytes], 'utf-8'));
    }
    expectWellFormed(results);
  });

  it('damaged prescriptions', () => {
    const results: JahisRxParseResult[] = [];
    for (let i = 0; i < 2000; i += 1) results.push(parseJahisPrescriptionSymbols([mutate(sample)]));
    expectWellFormed(results);
    // The damage must leave most prescriptions readable, or this would only test refusals.
    expect(results.filter((result) => result.ok).length).toBeGreaterThan(1000);
  });

  it('damaged prescriptions cut into shuffled symbols', () => {
    const results: JahisRxParseResult[] = [];
    let slowest = 0;
    for (let i = 0; i < 300; i += 1) {
      const symbols = cutRandomly(mutate(sample));
      const started = Date.now();
      results.push(parseJahisPrescriptionSymbols(symbols));
      slowest = Math.max(slowest, Date.now() - started);
    }
    expectWellFormed(results);
    // Reordering tries every order of a few symbols; one scan must still answer at once.
    expect(slowest).toBeLessThan(1_000);
  });

  it('random text', () => {
    const alphabet = [
      'JAHIS',
      '1',
      '2',
      '0',
      ',',
      '\r\n',
      '\n',
      '201',
      '101',
      '薬',
      '\u3000',
      '\ufeff',
    ];
    const results: JahisRxParseResult[] = [];
    for (let i = 0; i < 1000; i += 1) {
      const text = Array.from({ length: below(60) }, () => alphabet[below(alphabet.length)]).join(
        '',
      );
      results.push(parseJahisPrescriptionText(text));
    }
    expectWellFormed(results);
  });
});
