import { decodeShiftJis } from './decode';
import { joinStructuredAppend } from './structured-append';
import { encodeShiftJis } from './testing/encode-shift-jis';

const message = encodeShiftJis('JAHISTC08,1\r\n201,1,ノルバスク錠５ｍｇ,1,錠\r\n');
// Cut inside ノ (two bytes) and again later: only joining before decoding gives the text back.
const cuts = [message.slice(0, 24), message.slice(24, 31), message.slice(31)];
const parity = message.reduce((acc, byte) => acc ^ byte, 0);

function decodedJoin(result: ReturnType<typeof joinStructuredAppend>): string {
  if (!result.ok) throw new Error(result.error);
  return decodeShiftJis(result.bytes);
}

describe('joinStructuredAppend', () => {
  it('the cut really splits a character', () => {
    expect(cuts.map(decodeShiftJis).join('')).not.toBe(decodeShiftJis(message));
  });

  it('orders symbols by position, ignores a repeated scan and checks the parity', () => {
    const symbols = [2, 0, 1, 0].map((i) => ({
      bytes: cuts[i]!,
      sequenceIndex: i,
      sequenceSize: 3,
      parity,
    }));
    expect(decodedJoin(joinStructuredAppend(symbols))).toBe(decodeShiftJis(message));
  });

  it('reports a missing symbol by number', () => {
    const symbols = [0, 2].map((i) => ({ bytes: cuts[i]!, sequenceIndex: i, sequenceSize: 3 }));
    expect(joinStructuredAppend(symbols)).toEqual({ ok: false, error: 'symbol 2 of 3 is missing' });
  });

  it('refuses a wrong parity and mixed sets', () => {
    const wrong = [0, 1, 2].map((i) => ({
      bytes: cuts[i]!,
      sequenceIndex: i,
      sequenceSize: 3,
      parity: parity ^ 1,
    }));
    expect(joinStructuredAppend(wrong).ok).toBe(false);
    const mixed = [{ bytes: cuts[0]!, sequenceIndex: 0, sequenceSize: 3 }, { bytes: cuts[1]! }];
    expect(joinStructuredAppend(mixed).ok).toBe(false);
  });

  it('without positions puts the symbol with the version record first and keeps the rest in order', () => {
    expect(decodedJoin(joinStructuredAppend([cuts[1]!, cuts[0]!, cuts[2]!]))).toBe(
      decodeShiftJis(message),
    );
  });

  it('finds the version record after the blank lines and spaces a reader passes over', () => {
    for (const lead of ['\r\n', '\n \t', '\u3000\r\n']) {
      const leading = encodeShiftJis(lead);
      const first = new Uint8Array([...leading, ...cuts[0]!]);
      const joined = joinStructuredAppend([cuts[1]!, first, cuts[2]!]);
      expect(decodedJoin(joined)).toBe(lead + decodeShiftJis(message));
    }
    // A UTF-8 byte order mark too.
    const marked = new Uint8Array([0xef, 0xbb, 0xbf, ...cuts[0]!]);
    const joined = joinStructuredAppend([cuts[1]!, marked, cuts[2]!]);
    expect(joined).toEqual({ ok: true, bytes: new Uint8Array([0xef, 0xbb, 0xbf, ...message]) });
  });

  it('refuses an empty list', () => {
    expect(joinStructuredAppend([])).toEqual({ ok: false, error: 'no QR symbol was given' });
  });
});
