import { eraDateToGregorian, isValidGregorianDate } from '../jahis';

/**
 * Dates of the prescription symbol. Unlike the medication notebook, the prescription writes the
 * era of a `GYYMMDD` date as a digit (the era codes of claim files): 1 明治, 2 大正, 3 昭和,
 * 4 平成, 5 令和. Letters are accepted too, since a reader loses nothing by understanding them.
 * The birth date alone may be partial: `YYYYMM`, `YYYY`, `GYYMM` or `GYY`.
 */

const ERA_LETTER_BY_DIGIT: Readonly<Record<string, string>> = {
  '1': 'M',
  '2': 'T',
  '3': 'S',
  '4': 'H',
  '5': 'R',
};

const ERA_DATE = /^([1-5MTSHR])([0-9]{2})([0-9]{2})?([0-9]{2})?$/i;
const GREGORIAN_PARTIAL = /^([0-9]{4})([0-9]{2})?$/;

/**
 * A date field as Gregorian digits with the precision written (`YYYYMMDD`, or for a partial
 * birth date `YYYYMM` / `YYYY`); `null` when it is not a real date.
 */
export function readRxDate(value: string, partialAllowed: boolean): string | null {
  const text = value.trim();
  if (/^[0-9]{8}$/.test(text)) return isValidGregorianDate(text) ? text : null;
  const era = ERA_DATE.exec(text);
  if (era) return eraDate(era, partialAllowed);
  if (!partialAllowed) return null;
  const partial = GREGORIAN_PARTIAL.exec(text);
  // There is no year 0: 0000 is a date left unwritten, not one.
  if (!partial || Number(partial[1]) === 0) return null;
  const month = partial[2];
  return month === undefined || validMonth(month) ? text : null;
}

function eraDate(match: RegExpExecArray, partialAllowed: boolean): string | null {
  const [, era = '', year = '', month, day] = match;
  const letter = ERA_LETTER_BY_DIGIT[era] ?? era.toUpperCase();
  if (day !== undefined && month !== undefined)
    return eraDateToGregorian(`${letter}${year}${month}${day}`);
  if (!partialAllowed || (month !== undefined && !validMonth(month))) return null;
  // The first of January of the era year names the same Gregorian year as any other day of it.
  const firstOfYear = eraDateToGregorian(`${letter}${year}0101`);
  if (firstOfYear === null) return null;
  return `${firstOfYear.slice(0, 4)}${month ?? ''}`;
}

function validMonth(month: string): boolean {
  const number = Number(month);
  return number >= 1 && number <= 12;
}
