import { decodeShiftJis } from '../jahis';
import { encodeShiftJis } from '../jahis/testing/encode-shift-jis';
import { parseJahisPrescriptionSymbols } from './parse';
import { sampleBytes } from './testing/sample-prescription';
import type { JahisRxParseResult } from './types';

const whole = sampleBytes();
const expected = parseJahisPrescriptionSymbols([whole]);

/** Cuts the payload at the given byte offsets, the way a printer fills several QR symbols. */
function cut(bytes: Uint8Array, offsets: readonly number[]): Uint8Array[] {
  const bounds = [0, ...offsets, bytes.length];
  return bounds.slice(1).map((end, i) => bytes.slice(bounds[i], end));
}

/** The offset just after the first byte of the first double-byte character at or after `from`. */
function insideCharacter(bytes: Uint8Array, from: number): number {
  for (let i = from; i < bytes.length; i += 1) {
    const byte = bytes[i] as number;
    if ((byte >= 0x81 && byte <= 0x9f) || (byte >= 0xe0 && byte <= 0xfc)) return i + 1;
  }
  throw new Error('no double-byte character after the offset');
}

const third = Math.floor(whole.length / 3);
const parts = cut(whole, [insideCharacter(whole, third), insideCharacter(whole, 2 * third)]);

function errorOf(result: JahisRxParseResult): string {
  if (result.ok) throw new Error('expected a refusal');
  return result.error;
}

describe('a prescription printed as several symbols', () => {
  it('is the same prescription when its symbols are read in order', () => {
    expect(expected.ok).toBe(true);
    expect(parseJahisPrescriptionSymbols(parts)).toEqual(expected);
  });

  it('is joined as bytes, so a character cut between two symbols is read whole', () => {
    const [first, second] = cut(whole, [insideCharacter(whole, 10)]);
    expect(parseJahisPrescriptionSymbols([first as Uint8Array, second as Uint8Array])).toEqual(
      expected,
    );
  });

  it('is put back in order when the symbols are read in any other order', () => {
    const orders = [
      [1, 0, 2],
      [2, 0, 1],
      [0, 2, 1],
      [2, 1, 0],
      [1, 2, 0],
    ];
    for (const order of orders) {
      expect(parseJahisPrescriptionSymbols(order.map((i) => parts[i] as Uint8Array))).toEqual(
        expected,
      );
    }
  });

  it('puts four symbols cut between records back in order', () => {
    const text = decodeShiftJis(whole);
    const offsets = ['101,2,', '201,2,', '101,3,'].map(
      (marker) => encodeShiftJis(text.slice(0, text.indexOf(marker))).length,
    );
    const four = cut(whole, offsets);
    expect(
      parseJahisPrescriptionSymbols([four[3], four[1], four[0], four[2]] as Uint8Array[]),
    ).toEqual(expected);
  });

  it('is joined by Structured Append position when the reader reports it', () => {
    const parity = whole.reduce((acc, byte) => acc ^ byte, 0);
    const symbols = [2, 0, 1].map((i) => ({
      bytes: parts[i] as Uint8Array,
      sequenceIndex: i,
      sequenceSize: 3,
      parity,
    }));
    expect(parseJahisPrescriptionSymbols(symbols)).toEqual(expected);
  });

  it('says which symbol is missing from a Structured Append set', () => {
    const symbols = [0, 2].map((i) => ({
      bytes: parts[i] as Uint8Array,
      sequenceIndex: i,
      sequenceSize: 3,
    }));
    expect(errorOf(parseJahisPrescriptionSymbols(symbols))).toMatch(/symbol 2 of 3 is missing/);
  });

  it('refuses the later symbols alone: the version line is in the first one', () => {
    expect(
      errorOf(parseJahisPrescriptionSymbols([parts[1] as Uint8Array, parts[2] as Uint8Array])),
    ).toMatch(/first line/);
  });
});
