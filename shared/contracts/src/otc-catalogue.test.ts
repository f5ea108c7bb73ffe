import {
  RecordOtcMedicationBody,
  janCheckDigit,
  janCodeIssue,
  isJanCode,
  normalizeJanInput,
} from './otc-catalogue';

describe('JAN codes', () => {
  it('accepts EAN-13 and EAN-8 codes whose check digit matches', () => {
    // Published examples: 4901234567894 (EAN-13), 49123456 (EAN-8), 4902102072670.
    expect(janCodeIssue('4901234567894')).toBeNull();
    expect(janCodeIssue('49123456')).toBeNull();
    expect(isJanCode('4902102072670')).toBe(true);
  });

  it('computes the check digit with weights 3 and 1 from the right', () => {
    expect(janCheckDigit('490123456789')).toBe(4);
    expect(janCheckDigit('4912345')).toBe(6);
    expect(janCheckDigit('490210207267')).toBe(0);
  });

  it('says why a code is refused', () => {
    expect(janCodeIssue('')).toBe('janRequired');
    expect(janCodeIssue('49012345678a4')).toBe('janDigits');
    expect(janCodeIssue('490123456789')).toBe('janLength');
    expect(janCodeIssue('4901234567895')).toBe('janCheckDigit');
    expect(janCodeIssue('49123457')).toBe('janCheckDigit');
  });

  it('catches every single mistyped digit', () => {
    const code = '4901234567894';
    for (let position = 0; position < code.length; position += 1) {
      for (let digit = 0; digit <= 9; digit += 1) {
        const typed = code.slice(0, position) + String(digit) + code.slice(position + 1);
        if (typed !== code) expect(janCodeIssue(typed)).toBe('janCheckDigit');
      }
    }
  });

  it('reads full-width digits and grouping spaces or hyphens as the code', () => {
    expect(normalizeJanInput('４９０１２３４ ５６７８９４')).toBe('4901234567894');
    expect(normalizeJanInput('4901234-567894')).toBe('4901234567894');
  });
});

describe('recording an OTC medication', () => {
  it('needs a start date and refuses a code with a wrong check digit', () => {
    expect(
      RecordOtcMedicationBody.safeParse({ janCode: '4901234567894', startDate: '2026-04-01' })
        .success,
    ).toBe(true);
    const wrong = RecordOtcMedicationBody.safeParse({
      janCode: '4901234567895',
      startDate: '2026-04-01',
    });
    expect(wrong.error?.issues[0]?.message).toMatch(/check digit/);
    expect(
      RecordOtcMedicationBody.safeParse({ name: '目薬', startDate: '2026-02-30' }).success,
    ).toBe(false);
  });
});

describe('a start date', () => {
  const issueOf = (startDate: string) =>
    RecordOtcMedicationBody.safeParse({ name: '目薬', startDate }).error?.issues[0]?.message;

  it('is a day that exists, from 1900 up to today', () => {
    expect(issueOf('2026-02-28')).toBeUndefined();
    expect(issueOf('2026-02-29')).toBe('must be a date written YYYY-MM-DD');
    expect(issueOf('2100-01-01')).toBe('must be a day from 1900 up to today');
  });

  it('of the years 0-99 is a real day, refused for its range rather than its writing', () => {
    expect(issueOf('0001-01-01')).toBe('must be a day from 1900 up to today');
    expect(issueOf('0099-02-29')).toBe('must be a date written YYYY-MM-DD');
  });
});
