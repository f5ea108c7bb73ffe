import { formatCheckupDate, splitCheckupDate } from './format';

describe('a check-up date in a table heading', () => {
  it.each([
    ['ja', '2023-06-02', ['2023年', '6月2日']],
    ['en', '2023-06-02', ['Jun 2, ', '2023']],
  ] as const)('cuts %s dates between the year and the day', (language, date, expected) => {
    const parts = splitCheckupDate(date, language);
    expect(parts).toEqual(expected);
    expect(parts.join('')).toBe(formatCheckupDate(date, language));
  });
});
