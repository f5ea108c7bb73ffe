export const MINUTES_PER_DAY = 24 * 60;

/** 'HH:MM' → minutes after midnight; hours may exceed 23 for bands that run past midnight. */
export function minutesFromTime(time: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) throw new Error(`Not a time of day: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

export function timeFromMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `${String(hours).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/**
 * Builds a band from an opening and a closing minute as written in a source. A closing time at
 * or before the opening time means the band runs past midnight. Returns null for nonsense
 * (minutes ≥ 60, hours beyond 24, a zero-length band).
 */
export function bandFromMinutes(
  open: number,
  close: number,
): { open: string; close: string } | null {
  if (open < 0 || open >= MINUTES_PER_DAY || close < 0 || close > MINUTES_PER_DAY) return null;
  if (open === close) return null;
  const end = close < open ? close + MINUTES_PER_DAY : close;
  return { open: timeFromMinutes(open), close: timeFromMinutes(end) };
}

export function clockToMinutes(hours: number, minutes: number): number | null {
  if (!Number.isInteger(hours) || !Number.isInteger(minutes)) return null;
  if (hours < 0 || hours > 24 || minutes < 0 || minutes > 59) return null;
  if (hours === 24 && minutes !== 0) return null;
  return hours * 60 + minutes;
}

/** A time written in a data file: '9:00', '09:00', '０９：００', '0900', '9時00分'. */
export function parseClockText(text: string): number | null {
  const value = text.normalize('NFKC').trim();
  const match = /^(\d{1,2})(?:[:時]?(\d{2})分?)?$/.exec(value) ?? /^(\d{1,2})時$/.exec(value);
  if (!match) return null;
  return clockToMinutes(Number(match[1]), Number(match[2] ?? 0));
}
