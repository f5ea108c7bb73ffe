import type { DayKey, Weekday } from '../domain/opening-hours';
import { WEEKDAYS } from '../domain/opening-hours';
import { isJapaneseHoliday } from './japanese-holidays';

/** Where "now" comes from; injected so that open-now answers can be tested at a fixed time. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** Japan has kept UTC+9 without daylight saving since 1951. */
const JAPAN_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A moment on the weekly schedule: which schedule applies today (a weekday, or `holiday`), which
 * applied yesterday (for bands running past midnight), and the minute of the day.
 */
export interface ScheduleMoment {
  day: DayKey;
  /** Null when yesterday is not known (a moment asked for by weekday alone). */
  previousDay: DayKey | null;
  minute: number;
}

export interface JapanDate {
  /** 'YYYY-MM-DD' in Japan time. */
  date: string;
  weekday: Weekday;
  minute: number;
}

export function toJapanDate(at: Date): JapanDate {
  const shifted = new Date(at.getTime() + JAPAN_OFFSET_MS);
  return {
    date: shifted.toISOString().slice(0, 10),
    // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
    weekday: WEEKDAYS[(shifted.getUTCDay() + 6) % 7] as Weekday,
    minute: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

function scheduleDayOf(date: JapanDate): DayKey {
  return isJapaneseHoliday(date.date) ? 'holiday' : date.weekday;
}

export function scheduleMomentAt(at: Date): ScheduleMoment {
  const today = toJapanDate(at);
  const yesterday = toJapanDate(new Date(at.getTime() - DAY_MS));
  return { day: scheduleDayOf(today), previousDay: scheduleDayOf(yesterday), minute: today.minute };
}

/** "Open on Tuesday at 10:00": a weekday (or holiday) schedule and a minute, not a date. */
export function scheduleMomentOn(day: DayKey, minute: number): ScheduleMoment {
  const index = WEEKDAYS.indexOf(day as Weekday);
  const previousDay = index < 0 ? null : (WEEKDAYS[(index + 6) % 7] as Weekday);
  return { day, previousDay, minute };
}
