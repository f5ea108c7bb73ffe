import { decodeJahisBytes, decodeShiftJis } from './decode';
import { encodeShiftJis } from './testing/encode-shift-jis';

describe('decodeShiftJis', () => {
  it('reads CP932 text: kanji, half-width katakana and the NEC extensions', () => {
    const bytes = new Uint8Array([
      0x96, 0xf2, 0xba, 0xd8, 0xb5, 0xca, 0xdf, 0xdd, 0x87, 0x40, 0x81, 0x60,
    ]);
    expect(decodeShiftJis(bytes)).toBe('薬ｺﾘｵﾊﾟﾝ①～');
  });

  it('keeps the ASCII control bytes as they are, the 0x1A end-of-file mark included', () => {
    const bytes = new Uint8Array([0x41, 0x1a, 0x1c, 0x7f, 0x82, 0xa0, 0x1a]);
    expect(decodeShiftJis(bytes)).toBe('A\u001a\u001c\u007fあ\u001a');
  });

  it('turns bytes that are not Shift_JIS into replacement characters instead of throwing', () => {
    expect(decodeShiftJis(new Uint8Array([0x41, 0x82]))).toBe('A\ufffd');
  });

  it('reads UTF-8 when asked, without the byte-order mark', () => {
    // BOM, then 山田 in UTF-8.
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, 0xe5, 0xb1, 0xb1, 0xe7, 0x94, 0xb0]);
    expect(decodeJahisBytes(bytes, 'utf-8')).toBe('山田');
  });

  it('round-trips the test encoder', () => {
    const text = 'JAHISTC08,1\r\n1,山田 花子,2,S470415\r\n201,1,ｺﾘｵﾊﾟﾝ錠１０ｍｇ,3,錠';
    expect(decodeShiftJis(encodeShiftJis(text))).toBe(text);
  });
});
