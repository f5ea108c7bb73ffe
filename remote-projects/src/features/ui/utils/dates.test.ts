import { formatCalendarDate } from './dates';

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
