import { WEEKDAYS, type Weekday } from '../types/facility';

/** Japan has kept UTC+9 without daylight saving since 1951, so an offset is exact. */
const JAPAN_OFFSET_MS = 9 * 60 * 60 * 1000;

function inJapan(at: Date): Date {
  return new Date(at.getTime() + JAPAN_OFFSET_MS);
}

/** The weekday it is in Japan at that moment, whatever the device's time zone. */
export function japanWeekday(at: Date = new Date()): Weekday {
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(inJapan(at).getUTCDay() + 6) % 7] as Weekday;
}

/** 'HH:MM' in Japan at that moment. */
export function japanTimeOfDay(at: Date = new Date()): string {
  const shifted = inJapan(at);
  const hours = String(shifted.getUTCHours()).padStart(2, '0');
  const minutes = String(shifted.getUTCMinutes()).padStart(2, '0');
  return `${hours}:${minutes}`;
}
