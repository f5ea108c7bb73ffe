import { encodeShiftJis } from './shift-jis';

const hex = (bytes: Uint8Array | null) =>
  bytes ? Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(' ') : null;

describe('encodeShiftJis', () => {
  it('writes ASCII, half-width kana and kanji as a prescription printer does', () => {
    expect(hex(encodeShiftJis('JAHIS10\r\n'))).toBe('4a 41 48 49 53 31 30 0d 0a');
    expect(hex(encodeShiftJis('ｶﾓｶﾞﾜ'))).toBe('b6 d3 b6 de dc');
    expect(hex(encodeShiftJis('鴨川'))).toBe('8a 9b 90 ec');
    expect(hex(encodeShiftJis('【般】'))).toBe('81 79 94 ca 81 7a');
    // Windows' mappings (CP932): ～ is 0x8160 and ① the NEC extension 0x8740.
    expect(hex(encodeShiftJis('①～'))).toBe('87 40 81 60');
  });

  it('round-trips through the Shift_JIS decoder, NEC extensions included', () => {
    const text = '１日２回朝夕食後 ①～③ テストサルタン錠４０ｍｇ';
    const bytes = encodeShiftJis(text);
    expect(bytes).not.toBeNull();
    expect(new TextDecoder('shift_jis').decode(bytes!)).toBe(text);
  });

  it('refuses a text with a character Shift_JIS cannot hold', () => {
    expect(encodeShiftJis('お薬💊')).toBeNull();
  });
});
