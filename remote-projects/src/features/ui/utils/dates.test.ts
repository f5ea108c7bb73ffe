import { dayInJapan, formatCalendarDate } from './dates';

describe('formatCalendarDate', () => {
  it('reads a notebook date and an api date alike', () => {
    expect(formatCalendarDate('20250912', 'ja')).toBe('2025年9月12日');
    expect(formatCalendarDate('2025-09-12', 'ja')).toBe('2025年9月12日');
    expect(formatCalendarDate('2025-09-12', 'en')).toBe('Sep 12, 2025');
  });

  it('keeps what is no date as it was recorded, and nothing as nothing', () => {
    expect(formatCalendarDate('R07', 'ja')).toBe('R07');
    expect(formatCalendarDate(null, 'ja')).toBeNull();
  });
});

describe('dayInJapan', () => {
  it('gives the day in Japan, not in UTC, of an instant the api answers', () => {
    // 04:03 on 12 September in Japan is 19:03 UTC on the 11th.
    expect(dayInJapan('2025-09-11T19:03:00.000Z')).toBe('2025-09-12');
    expect(formatCalendarDate(dayInJapan('2025-09-11T19:03:00.000Z'), 'ja')).toBe('2025年9月12日');
    expect(dayInJapan('2025-09-12T14:59:59.999Z')).toBe('2025-09-12');
    expect(dayInJapan('2025-09-12T15:00:00.000Z')).toBe('2025-09-13');
  });

  it('keeps what is no instant as it came', () => {
    expect(dayInJapan('unknown')).toBe('unknown');
  });
});
