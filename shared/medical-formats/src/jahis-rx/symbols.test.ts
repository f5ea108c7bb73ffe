import { decodeShiftJis } from '../jahis';
import { encodeShiftJis } from '../jahis/testing/encode-shift-jis';
import { seededRandom } from '../jahis/testing/seeded-random';
import { parseJahisPrescriptionSymbols } from './parse';
import { SAMPLE_LINES, sampleBytes, sampleWith } from './testing/sample-prescription';
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

/** The RP number of an RP or drug record of the sample, `null` for a prescription-wide line. */
function rpOf(line: string): number | null {
  const [number, rp] = line.split(',');
  return Number(number) >= 101 ? Number(rp) : null;
}

/** The platform's UTF-8 encoder; the package compiles without the DOM and Node type libraries. */
function encodeUtf8(text: string): Uint8Array {
  const { TextEncoder } = globalThis as unknown as {
    TextEncoder: new () => { encode(input: string): Uint8Array };
  };
  return new TextEncoder().encode(text);
}

/** The byte offset in `bytes` (Shift_JIS) where `marker` first starts. */
function offsetOf(bytes: Uint8Array, marker: string): number {
  const text = decodeShiftJis(bytes);
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`no ${marker} in the payload`);
  return encodeShiftJis(text.slice(0, at)).length;
}

function joinBytes(parts: readonly Uint8Array[]): Uint8Array {
  return new Uint8Array(parts.flatMap((part) => [...part]));
}

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

  it('ignores a symbol read twice', () => {
    expect(
      parseJahisPrescriptionSymbols([parts[0], parts[1], parts[1], parts[2]] as Uint8Array[]),
    ).toEqual(expected);
    expect(
      parseJahisPrescriptionSymbols([parts[1], parts[0], parts[2], parts[0]] as Uint8Array[]),
    ).toEqual(expected);
  });

  it('finds the first symbol behind a byte-order mark or a blank line', () => {
    const [first, second] = cut(whole, [insideCharacter(whole, 40)]) as [Uint8Array, Uint8Array];
    for (const lead of [
      [0xef, 0xbb, 0xbf],
      [0x0d, 0x0a],
      [0x81, 0x40, 0x0d, 0x0a],
    ]) {
      expect(parseJahisPrescriptionSymbols([second, new Uint8Array([...lead, ...first])])).toEqual(
        expected,
      );
    }
  });

  it('keeps the order given when the join reads cleanly, even with its records out of order', () => {
    // RP 2 is written before RP 1: unusual, but what the issuer printed.
    const rp = (number: number) => SAMPLE_LINES.filter((line) => rpOf(line) === number);
    const lines = [...SAMPLE_LINES.filter((line) => rpOf(line) === null), ...rp(2), ...rp(1)];
    const payload = sampleBytes(lines);
    const text = decodeShiftJis(payload);
    const at = (marker: string) => encodeShiftJis(text.slice(0, text.indexOf(marker))).length;
    const three = cut(payload, [at('101,2,'), at('101,1,')]);
    const alone = parseJahisPrescriptionSymbols([payload]);
    expect(alone.ok && alone.prescription.rps.map((r) => r.number)).toEqual([2, 1]);
    expect(parseJahisPrescriptionSymbols(three)).toEqual(alone);
  });

  it('never takes an order that leaves characters unreadable', () => {
    const payload = sampleBytes([
      'JAHIS10',
      '1,1,0212345,26,医院',
      '5,,,白川 次郎',
      '11,,東 春子,ﾋｶﾞｼ ﾊﾙｺ',
      '12,2',
      '13,3230505',
      '22,39260120',
      '23,,00098765,1,',
      '51,20251201',
      '101,2,2,,10',
      '111,2,1,,不眠時',
      '201,2,1,1,2,629992222,ミホンピデム錠５ｍｇ,1,1,錠',
      '101,1,1,,28',
      '111,1,1,,１日２回朝夕食後,2',
      '201,1,1,1,2,629991111,ミホンサルタン錠４０ｍｇ,2,1,錠',
    ]);
    const text = decodeShiftJis(payload);
    const at = (marker: string) => encodeShiftJis(text.slice(0, text.indexOf(marker))).length;
    // The second cut splits the unit 錠 of RP 2's drug between the second and third symbols.
    const three = cut(payload, [at('\r\n101,2,'), at('錠\r\n101,1,') + 1]);
    const result = parseJahisPrescriptionSymbols(three);
    expect(result).toEqual(parseJahisPrescriptionSymbols([payload]));
    expect(result.ok && result.warnings.join('\n')).not.toMatch(/could not be decoded/);
  });

  it('keeps the order given when the join holds records the format does not define', () => {
    const lines = [...SAMPLE_LINES];
    lines.splice(
      lines.indexOf('51,20251201'),
      0,
      '26,未定義',
      '999,1,,2',
      '91,ミホン,ﾐﾎﾝ',
      'ABC',
      '0,z',
    );
    lines.splice(lines.indexOf('101,3,3,,1'), 0, '150,rp');
    const payload = sampleBytes(lines);
    const text = decodeShiftJis(payload);
    const at = (marker: string) => encodeShiftJis(text.slice(0, text.indexOf(marker))).length;
    const alone = parseJahisPrescriptionSymbols([payload]);
    expect(alone.ok && alone.prescription.unknownRecords).toHaveLength(6);
    // The middle symbol holds only undefined records, so no other order of the symbols cuts
    // a record the format defines.
    for (const offsets of [
      [at('\r\n91,'), at('0,z')],
      [at('\r\n91,'), at('ABC') + 5],
      [insideCharacter(payload, at('91,')), at('0,z')],
    ]) {
      expect(parseJahisPrescriptionSymbols(cut(payload, offsets))).toEqual(alone);
    }
  });

  it('puts symbols back in order when a seam splits a record, even where every character decodes', () => {
    const at = (marker: string) => offsetOf(whole, marker);
    // Every cut falls between ASCII bytes, so the wrong order below reads without a single
    // undecodable character and ends with the end-of-file mark; but its first seam glues the
    // fields of 231 onto a 101, which has four.
    const four = cut(whole, [
      at('101,1,1,,28') + '101,1,1,,'.length,
      at('231,2,1,,,,') + '231,2,1,'.length,
      at('181,3,1,9,') + '181,3,1,9,'.length,
    ]);
    expect(
      parseJahisPrescriptionSymbols([four[0], four[2], four[1], four[3]] as Uint8Array[]),
    ).toEqual(expected);
  });

  it('reads a byte-order mark in front of any symbol as no data', () => {
    const bom = [0xef, 0xbb, 0xbf];
    const text = decodeShiftJis(whole);
    const utf8 = encodeUtf8(text);
    const utf8At = (marker: string) => encodeUtf8(text.slice(0, text.indexOf(marker))).length;
    expect(parseJahisPrescriptionSymbols([utf8], 'utf-8')).toEqual(expected);
    // Each symbol saved as a file of its own, a mark in front of each: one cut falls between
    // two records, the other inside a character.
    for (const [payload, encoding, offsets] of [
      [
        whole,
        'shift_jis',
        [offsetOf(whole, '101,1,'), insideCharacter(whole, offsetOf(whole, '111,2,'))],
      ],
      [utf8, 'utf-8', [utf8At('101,1,'), utf8At('錠\r\n231,1,1') + 1]],
    ] as const) {
      const withMarks = cut(payload, offsets).map((part) => new Uint8Array([...bom, ...part]));
      expect(parseJahisPrescriptionSymbols(withMarks, encoding)).toEqual(expected);
    }
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

describe('symbols read in order, the last one of the set not read', () => {
  const whole = sampleBytes();

  it('keeps the reading order and says a symbol may be missing', () => {
    const at = (marker: string) => offsetOf(whole, marker);
    // The fourth symbol would have gone on from the first digits of RP 3's drug code; glued to
    // the second symbol's first record, that drug record would look whole.
    const read = whole.slice(0, at('201,3,1,') + '201,3,1,1,2,6299'.length);
    const three = cut(read, [at('101,2,'), at('101,3,')]);
    const alone = parseJahisPrescriptionSymbols([read]);
    if (!alone.ok) throw new Error(alone.error);
    expect(alone.prescription.rps.map((rp) => rp.number)).toEqual([1, 2, 3]);
    expect(alone.prescription.rps[2]?.drugs).toEqual([
      { codeType: '2', code: '6299', name: null, amount: null, unit: null, generic: false },
    ]);
    expect(alone.warnings.join('\n')).toMatch(/cut short/);
    expect(parseJahisPrescriptionSymbols(three)).toEqual(alone);
  });

  it('keeps the reading order of a set whose last drug record lacks its unit', () => {
    const lines = sampleWith({
      '201,3,1,1,2,629993333,ミホン点耳液０．３％,1,1,瓶':
        '201,3,1,1,2,629993333,ミホン点耳液０．３％,1,1',
      '231,3,1,,,,': null,
    });
    const payload = sampleBytes(lines).slice(0, -1); // without the end-of-file mark
    const three = cut(payload, [offsetOf(payload, '101,2,'), offsetOf(payload, '101,3,')]);
    const alone = parseJahisPrescriptionSymbols([payload]);
    expect(alone.ok && alone.prescription.rps.map((rp) => rp.number)).toEqual([1, 2, 3]);
    expect(parseJahisPrescriptionSymbols(three)).toEqual(alone);
  });

  it('reads as the symbols joined in reading order, wherever the symbols were cut', () => {
    const random = seededRandom(20250401);
    const utf8 = encodeUtf8(decodeShiftJis(whole));
    for (const [payload, encoding] of [
      [whole, 'shift_jis'],
      [utf8, 'utf-8'],
    ] as const) {
      for (let i = 0; i < 150; i += 1) {
        const count = 4 + Math.floor(random() * 3);
        const offsets = Array.from({ length: count - 1 }, () =>
          Math.floor(random() * payload.length),
        ).sort((a, b) => a - b);
        const read = cut(payload, offsets)
          .slice(0, -1)
          .filter((part) => part.length > 0);
        expect(parseJahisPrescriptionSymbols(read, encoding)).toEqual(
          parseJahisPrescriptionSymbols([joinBytes(read)], encoding),
        );
      }
    }
  });
});
