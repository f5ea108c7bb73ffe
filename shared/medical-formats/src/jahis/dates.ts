/**
 * Dates in JAHIS payloads: Gregorian `YYYYMMDD` or Japanese era `GYYMMDD`, both forms even in
 * one payload. Readers want one form, so everything is turned into `YYYYMMDD`.
 */

/** Years to add to the two-digit era year: 明治, 大正, 昭和, 平成, 令和. */
const ERA_OFFSETS: Readonly<Record<string, number>> = {
  M: 1867,
  T: 1911,
  S: 1925,
  H: 1988,
  R: 2018,
};

const GREGORIAN = /^(\d{4})(\d{2})(\d{2})$/;
const ERA = /^([MTSHR])(\d{2})(\d{2})(\d{2})$/i;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

function formatIfValid(year: number, month: number, day: number): string | null {
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${String(year).padStart(4, '0')}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
}

/** Whether a value is a real calendar date written `YYYYMMDD` (no 20250230). */
export function isValidGregorianDate(value: string): boolean {
  const match = GREGORIAN.exec(value);
  if (!match) return false;
  return formatIfValid(Number(match[1]), Number(match[2]), Number(match[3])) !== null;
}

/**
 * `GYYMMDD` (era letter M, T, S, H or R) to `YYYYMMDD`: `S330303` → `19580303`.
 * `null` when the value is not an era date or not a real day (year 00 included).
 */
export function eraDateToGregorian(value: string): string | null {
  const match = ERA.exec(value);
  if (!match) return null;
  const offset = ERA_OFFSETS[(match[1] ?? '').toUpperCase()];
  const eraYear = Number(match[2]);
  if (offset === undefined || eraYear < 1) return null;
  return formatIfValid(offset + eraYear, Number(match[3]), Number(match[4]));
}

/**
 * Any JAHIS date field to `YYYYMMDD`: Gregorian values are checked and kept, era values are
 * converted. `null` for anything else, so callers never show an impossible date.
 */
export function toGregorianDate(value: string): string | null {
  if (isValidGregorianDate(value)) return value;
  return eraDateToGregorian(value);
}
