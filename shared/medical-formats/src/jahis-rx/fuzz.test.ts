import { parseJahisPrescriptionSymbols, parseJahisPrescriptionText } from './parse';
import { sampleBytes } from './testing/sample-prescription';
import type { JahisRxParseResult } from './types';

/** mulberry32: a small seeded generator, so a failing case can be replayed exactly. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = generator(20251201);
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

/** What every caller relies on, whatever the input: a well-formed answer. */
function expectWellFormed(result: JahisRxParseResult): void {
  if (!result.ok) {
    expect(typeof result.error).toBe('string');
    expect(result.error.length).toBeGreaterThan(0);
    return;
  }
  const { prescription } = result;
  expect(prescription.version).toMatch(/^JAHIS[0-9]+$/);
  expect(() => JSON.stringify(prescription)).not.toThrow();
  for (const rp of prescription.rps) {
    expect(rp.days).toBe(rp.form === '1' ? rp.quantity : null);
    expect(rp.times).toBe(rp.form === '2' ? rp.quantity : null);
    for (const drug of rp.drugs) {
      expect(drug.generic).toBe(drug.codeType === '7');
      if (drug.amount !== null) expect(Number.isFinite(drug.amount)).toBe(true);
    }
  }
  for (const date of [prescription.issueDate, prescription.expiryDate]) {
    if (date !== null) expect(date).toMatch(/^[0-9]{8}$/);
  }
}

describe('any input gives an answer, quickly, and never an exception', () => {
  const sample = sampleBytes();

  it('random bytes', () => {
    for (let i = 0; i < 1500; i += 1) {
      const bytes = randomBytes();
      expectWellFormed(parseJahisPrescriptionSymbols([bytes]));
      expectWellFormed(parseJahisPrescriptionSymbols([bytes], 'utf-8'));
    }
  });

  it('damaged prescriptions', () => {
    for (let i = 0; i < 2000; i += 1) {
      expectWellFormed(parseJahisPrescriptionSymbols([mutate(sample)]));
    }
  });

  it('damaged prescriptions cut into shuffled symbols', () => {
    const started = Date.now();
    for (let i = 0; i < 300; i += 1) {
      expectWellFormed(parseJahisPrescriptionSymbols(cutRandomly(mutate(sample))));
    }
    // Reordering tries every order of a few symbols; it must stay interactive.
    expect(Date.now() - started).toBeLessThan(10_000);
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
    for (let i = 0; i < 1000; i += 1) {
      const text = Array.from({ length: below(60) }, () => alphabet[below(alphabet.length)]).join(
        '',
      );
      expectWellFormed(parseJahisPrescriptionText(text));
    }
  });
});
