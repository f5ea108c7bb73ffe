import type { DayKey, OpeningHours, TimeBand } from '../domain/opening-hours';
import { DAY_KEYS, emptyOpeningHours } from '../domain/opening-hours';
import { bandFromMinutes, minutesFromTime, parseClockText } from './time-of-day';

/**
 * Opening hours of the ministry's 医療情報ネット open data: one start and one end column per day
 * and band, e.g. `月_開店時間帯1_開始時間` / `月_開店時間帯1_終了時間` (days 月…日 and 祝,
 * bands 1–4). Columns are found by name, so a file with other band labels still reads.
 */
export interface HoursColumnPair {
  day: DayKey;
  start: string;
  end: string;
}

const DAY_BY_CHAR: Readonly<Record<string, DayKey>> = {
  月: 'mon',
  火: 'tue',
  水: 'wed',
  木: 'thu',
  金: 'fri',
  土: 'sat',
  日: 'sun',
  祝: 'holiday',
};

const HOURS_COLUMN = /^([月火水木金土日祝])_(.+?)_(開始|終了)時間$/;

export function findHoursColumns(headers: readonly string[]): HoursColumnPair[] {
  const starts = new Map<string, { day: DayKey; header: string }>();
  const ends = new Map<string, string>();
  for (const header of headers) {
    const match = HOURS_COLUMN.exec(header.trim());
    if (!match) continue;
    const [, dayChar = '', band = '', edge] = match;
    const key = `${dayChar}_${band}`;
    if (edge === '開始') starts.set(key, { day: DAY_BY_CHAR[dayChar] as DayKey, header });
    else ends.set(key, header);
  }
  const pairs: HoursColumnPair[] = [];
  for (const [key, start] of starts) {
    const end = ends.get(key);
    if (end) pairs.push({ day: start.day, start: start.header, end });
  }
  return pairs;
}

/**
 * A row with no time in any column says nothing about its hours (null). Otherwise the file states
 * every day it has columns for, holidays included, so such a day without a band is closed.
 */
export function readOpenDataHours(
  row: Readonly<Record<string, string | undefined>>,
  columns: readonly HoursColumnPair[],
): OpeningHours | null {
  const bands = new Map<DayKey, TimeBand[]>();
  const unparsed: string[] = [];
  for (const column of columns) {
    const startText = row[column.start]?.trim() ?? '';
    const endText = row[column.end]?.trim() ?? '';
    if (startText === '' && endText === '') continue;
    const open = parseClockText(startText);
    const close = parseClockText(endText);
    const band = open === null || close === null ? null : bandFromMinutes(open, close);
    if (!band) {
      unparsed.push(`${column.start}=${startText} ${column.end}=${endText}`);
      continue;
    }
    bands.set(column.day, [...(bands.get(column.day) ?? []), band]);
  }
  if (bands.size === 0 && unparsed.length === 0) return null;
  const hours = emptyOpeningHours(null);
  const daysInFile = new Set(columns.map((column) => column.day));
  for (const day of DAY_KEYS) {
    if (!daysInFile.has(day)) continue;
    hours[day] = (bands.get(day) ?? []).sort(
      (a, b) => minutesFromTime(a.open) - minutesFromTime(b.open),
    );
  }
  hours.unparsed = unparsed;
  return hours;
}
