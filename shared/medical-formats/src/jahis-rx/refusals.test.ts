import { encodeShiftJis } from '../jahis/testing/encode-shift-jis';
import { parseJahisPrescriptionSymbols, parseJahisPrescriptionText } from './parse';
import { SAMPLE_LINES } from './testing/sample-prescription';

function refusalOf(bytes: Uint8Array): string {
  const result = parseJahisPrescriptionSymbols([bytes]);
  if (result.ok) throw new Error('the payload was accepted');
  return result.error;
}

describe('payloads that are not a prescription', () => {
  it('refuses a medication notebook code and says where it belongs', () => {
    const notebook = encodeShiftJis(
      'JAHISTC08,1\r\n1,東 春子,2,S230505,,,,,,ﾋｶﾞｼ ﾊﾙｺ\r\n5,20251201,1\r\n201,1,ミホン錠,1,錠,2,629991111,1\r\n',
    );
    expect(refusalOf(notebook)).toMatch(/medication notebook/);
  });

  it('refuses empty input and input of blank lines', () => {
    expect(refusalOf(new Uint8Array())).toMatch(/empty/);
    expect(refusalOf(encodeShiftJis('\r\n  \r\n'))).toMatch(/empty/);
    expect(refusalOf(new Uint8Array([0x1a]))).toMatch(/empty/);
  });

  it('refuses bytes that are not text', () => {
    const garbage = new Uint8Array(64).map((_, i) => (i * 97 + 13) % 256);
    expect(refusalOf(garbage)).toMatch(/not a JAHIS prescription/);
  });

  it('refuses a version line that is not JAHIS and a number', () => {
    for (const line of ['JAHIS', 'JAHISX1', 'JAHIS10,1', 'JAHIS 10']) {
      expect(refusalOf(encodeShiftJis(`${line}\r\n1,1,0212345,26,医院\r\n`))).toMatch(/JAHIS/);
    }
  });

  it('refuses an electronic prescription slip, a web address and other text', () => {
    expect(refusalOf(encodeShiftJis('39260120,１２,３４５,01,19480505,1234567890123456'))).toMatch(
      /electronic prescription/,
    );
    expect(refusalOf(encodeShiftJis('https://example.com/rx?id=1'))).toMatch(/web address/);
    expect(refusalOf(encodeShiftJis('お薬をお忘れなく'))).toMatch(/not a JAHIS prescription/);
  });

  it('refuses values that are not data at all instead of throwing', () => {
    expect(parseJahisPrescriptionSymbols(null as unknown as Uint8Array[]).ok).toBe(false);
    expect(parseJahisPrescriptionSymbols([null] as unknown as Uint8Array[]).ok).toBe(false);
    expect(parseJahisPrescriptionText(undefined as unknown as string).ok).toBe(false);
  });

  it('names each refusal with a code a screen can explain', () => {
    const codeOf = (text: string) => {
      const result = parseJahisPrescriptionSymbols([encodeShiftJis(text)]);
      return result.ok ? 'accepted' : result.refusal;
    };
    expect(codeOf('JAHISTC08,1\r\n1,東 春子,2,S230505\r\n')).toBe('notebook_code');
    expect(codeOf('1,1,0212345,26,医院\r\n5,,,医師\r\n')).toBe('first_symbol_missing');
    expect(codeOf('https://example.com/rx?id=1')).toBe('web_address');
    expect(codeOf('39260120,１２,３４５,01,19480505,1234567890123456')).toBe('e_prescription_slip');
    expect(codeOf('JAHIS 10\r\n1,1,0212345,26,医院\r\n')).toBe('bad_version_line');
    expect(codeOf('お薬をお忘れなく')).toBe('not_jahis');
    expect(codeOf('')).toBe('empty');
  });

  it('asks for the first code when given a later one that starts in the middle of a record', () => {
    const text = `${SAMPLE_LINES.join('\r\n')}\r\n`;
    for (const from of ['ｼﾗｶﾜ ｼﾞﾛｳ', '0098765,1,', '錠２０ｍｇ,1.5', '10\r\n111,2']) {
      const later = encodeShiftJis(text.slice(text.indexOf(from)));
      const result = parseJahisPrescriptionSymbols([later]);
      expect(result.ok ? 'accepted' : result.refusal).toBe('first_symbol_missing');
      expect(refusalOf(later)).toMatch(/read the first one as well/);
    }
  });

  it('does not take another CSV format for a later prescription code', () => {
    const result = parseJahisPrescriptionSymbols([encodeShiftJis('SJ1,1,1\r\n1,1,1234567\r\n')]);
    expect(result.ok ? 'accepted' : result.refusal).toBe('not_jahis');
  });

  it('refuses data far larger than any prescription code', () => {
    const huge = encodeShiftJis(`JAHIS10\r\n${'81,1,1,備考\r\n'.repeat(30_000)}`);
    expect(refusalOf(huge)).toMatch(/larger/);
  });
});
