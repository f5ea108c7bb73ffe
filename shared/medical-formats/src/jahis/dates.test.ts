import { eraDateToGregorian, isValidGregorianDate, toGregorianDate } from './dates';

describe('eraDateToGregorian', () => {
  it.each([
    ['M450730', '19120730'],
    ['T150101', '19260101'],
    ['S330303', '19580303'],
    ['H310430', '20190430'],
    ['R010501', '20190501'],
    ['R070912', '20250912'],
  ])('%s is %s', (era, gregorian) => {
    expect(eraDateToGregorian(era)).toBe(gregorian);
  });

  it('refuses unknown eras, year 00 and impossible days', () => {
    expect(eraDateToGregorian('X070912')).toBeNull();
    expect(eraDateToGregorian('R000912')).toBeNull();
    expect(eraDateToGregorian('R070230')).toBeNull();
    expect(eraDateToGregorian('20250912')).toBeNull();
  });
});

describe('isValidGregorianDate', () => {
  it('knows leap years', () => {
    expect(isValidGregorianDate('20240229')).toBe(true);
    expect(isValidGregorianDate('20250229')).toBe(false);
    expect(isValidGregorianDate('19000229')).toBe(false);
  });

  it('refuses other shapes', () => {
    expect(isValidGregorianDate('2025-09-12')).toBe(false);
    expect(isValidGregorianDate('20251301')).toBe(false);
    expect(isValidGregorianDate('2025091')).toBe(false);
  });
});

describe('toGregorianDate', () => {
  it('keeps a Gregorian date, converts an era date, refuses anything else', () => {
    expect(toGregorianDate('20250912')).toBe('20250912');
    expect(toGregorianDate('S470415')).toBe('19720415');
    expect(toGregorianDate('令和7年')).toBeNull();
  });
});
