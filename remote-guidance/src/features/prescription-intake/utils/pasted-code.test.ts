import { pastedCodeBytes } from './pasted-code';

describe('pastedCodeBytes', () => {
  it('turns a pasted prescription code into its Shift_JIS bytes', () => {
    const result = pastedCodeBytes('\ufeff\nJAHIS10\r\n1,1,0202028,26,かもがわ病院\r\n');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(new TextDecoder('shift_jis').decode(result.bytes)).toBe(
      'JAHIS10\r\n1,1,0202028,26,かもがわ病院',
    );
  });

  it('says what is wrong before sending', () => {
    expect(pastedCodeBytes('  \n ')).toEqual({ ok: false, problem: 'empty' });
    expect(pastedCodeBytes('JAHISTC08,1\r\n1,山田花子')).toEqual({
      ok: false,
      problem: 'notebookCode',
    });
    expect(pastedCodeBytes('https://example.com/rx')).toEqual({
      ok: false,
      problem: 'notPrescription',
    });
    expect(pastedCodeBytes('JAHIS10\r\n1,💊')).toEqual({ ok: false, problem: 'unencodable' });
  });
});
