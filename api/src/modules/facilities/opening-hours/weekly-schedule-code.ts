import type { OpeningHours } from '../domain/opening-hours';
import { DAY_KEYS } from '../domain/opening-hours';
import { minutesFromTime } from './time-of-day';

/**
 * A compact text form of the weekly schedule stored beside opening_hours (column
 * weekly_schedule), which the read index loads quickly: eight fields in DAY_KEYS order joined by
 * '|', each a comma list of 'open-close' minutes, '' for closed and '?' for unknown.
 * Example: '540-1080|540-1080|540-1080|540-1080|540-1080|540-780|||?'.
 */
export function encodeWeeklySchedule(hours: OpeningHours | null): string | null {
  if (!hours) return null;
  return DAY_KEYS.map((day) => {
    const bands = hours[day];
    if (bands === null) return '?';
    return bands.map((b) => `${minutesFromTime(b.open)}-${minutesFromTime(b.close)}`).join(',');
  }).join('|');
}

/** Per day (DAY_KEYS order): the bands in minutes, or null when unknown. */
export type DecodedSchedule = (readonly [open: number, close: number][] | null)[];

export function decodeWeeklySchedule(code: string | null): DecodedSchedule | null {
  if (code === null) return null;
  const fields = code.split('|');
  if (fields.length !== DAY_KEYS.length) return null;
  return fields.map((field) => {
    if (field === '?') return null;
    if (field === '') return [];
    return field.split(',').map((band) => {
      const [open, close] = band.split('-').map(Number);
      return [open ?? 0, close ?? 0] as const;
    });
  });
}
