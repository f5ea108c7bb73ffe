/**
 * An HL7 date (`YYYYMMDD`, possibly followed by a time and a zone) as `YYYY-MM-DD`.
 * Null when the value is missing or is not a calendar date.
 */
export function hl7DateToIso(value: string | null | undefined): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})/.exec(value?.trim() ?? '');
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isCalendarDate =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isCalendarDate ? `${match[1]}-${match[2]}-${match[3]}` : null;
}
