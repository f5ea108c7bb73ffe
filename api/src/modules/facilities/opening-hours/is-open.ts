import type { OpeningHours, TimeBand } from '../domain/opening-hours';
import type { ScheduleMoment } from './japan-time';
import { MINUTES_PER_DAY, minutesFromTime } from './time-of-day';

/**
 * Whether a facility is open at a moment: true, false, or null when its hours for that day are
 * unknown (callers filtering for "open" treat unknown as not open).
 */
export function isOpenAt(hours: OpeningHours | null, moment: ScheduleMoment): boolean | null {
  if (!hours) return null;
  const previous = moment.previousDay === null ? null : hours[moment.previousDay];
  if (previous && previous.some((band) => spillsOverAt(band, moment.minute))) return true;
  const today = hours[moment.day];
  if (today === null) return null;
  return today.some((band) => containsMinute(band, moment.minute));
}

/** Whether a facility opens at all on a schedule day; null when unknown. */
export function opensOn(hours: OpeningHours | null, day: ScheduleMoment['day']): boolean | null {
  const bands = hours?.[day] ?? null;
  return bands === null ? null : bands.length > 0;
}

function containsMinute(band: TimeBand, minute: number): boolean {
  return minutesFromTime(band.open) <= minute && minute < minutesFromTime(band.close);
}

function spillsOverAt(band: TimeBand, minute: number): boolean {
  return minute + MINUTES_PER_DAY < minutesFromTime(band.close);
}
