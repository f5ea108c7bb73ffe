import { DAY_KEYS, type DayKey, type OpeningHours, type TimeBand } from '../../facilities';

/** A time of day as people read it: no leading zero, past midnight marked as the next day. */
export interface DisplayTime {
  time: string;
  nextDay: boolean;
}

export interface DisplayBand {
  open: DisplayTime;
  close: DisplayTime;
}

/** How one day's hours read. */
export type DayHoursDisplay =
  | { kind: 'unknown' }
  | { kind: 'closed' }
  | { kind: 'allDay' }
  | { kind: 'bands'; bands: DisplayBand[] };

export interface OpeningHoursRow {
  day: DayKey;
  hours: DayHoursDisplay;
  isToday: boolean;
}

const TIME = /^(\d{1,2}):(\d{2})$/;

function minutesOf(time: string): number | null {
  const match = TIME.exec(time);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * '09:00' reads '9:00'. The api counts on past midnight ('26:00' is 2 a.m. the next day), which
 * reads '2:00' on the next day; a band that ends exactly at midnight keeps '24:00'.
 */
export function displayTime(time: string, isClose = false): DisplayTime {
  const minutes = minutesOf(time);
  if (minutes === null) return { time, nextDay: false };
  const endsAtMidnight = isClose && minutes === 24 * 60;
  const nextDay = minutes >= 24 * 60 && !endsAtMidnight;
  const ofDay = nextDay ? minutes - 24 * 60 : minutes;
  const hours = Math.floor(ofDay / 60);
  return { time: `${hours}:${String(ofDay % 60).padStart(2, '0')}`, nextDay };
}

/** Reads one day's bands: `null` unknown, `[]` closed, 0:00–24:00 around the clock. */
export function dayHoursDisplay(bands: readonly TimeBand[] | null): DayHoursDisplay {
  if (bands === null) return { kind: 'unknown' };
  if (bands.length === 0) return { kind: 'closed' };
  const sorted = [...bands].sort((a, b) => (minutesOf(a.open) ?? 0) - (minutesOf(b.open) ?? 0));
  const first = sorted[0];
  if (
    sorted.length === 1 &&
    first &&
    minutesOf(first.open) === 0 &&
    (minutesOf(first.close) ?? 0) >= 24 * 60
  ) {
    return { kind: 'allDay' };
  }
  return {
    kind: 'bands',
    bands: sorted.map((band) => ({
      open: displayTime(band.open),
      close: displayTime(band.close, true),
    })),
  };
}

/**
 * The week as a table reads it: Monday to Sunday, then national holidays, with today's row
 * (a weekday, or `holiday` on a national holiday in Japan) marked.
 */
export function openingHoursRows(hours: OpeningHours, today: DayKey): OpeningHoursRow[] {
  return DAY_KEYS.map((day) => ({
    day,
    hours: dayHoursDisplay(hours[day]),
    isToday: day === today,
  }));
}

/** Whether any day is known; if none is, only the source text can be shown. */
export function hasKnownDays(hours: OpeningHours): boolean {
  return DAY_KEYS.some((day) => hours[day] !== null);
}

/** A phone number as a tel: link: digits and a leading + only. */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '');
  return /^\+?\d{5,15}$/.test(digits) ? `tel:${digits}` : null;
}

/** Only web addresses are linked: a javascript: or data: URL from the data is never clickable. */
export function safeWebsiteUrl(website: string): string | null {
  try {
    const url = new URL(website);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
