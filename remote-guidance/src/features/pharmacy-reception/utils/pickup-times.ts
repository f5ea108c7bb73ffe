import { ORDER_LIMITS } from '@harmo/contracts/dispensing-orders';
import { WEEKDAYS, type Weekday } from '@harmo/contracts/facilities-constants';
import type { OpeningHours } from '@harmo/contracts/opening-hours';

/** Pick-up times are offered every 30 minutes. */
export const PICKUP_STEP_MINUTES = 30;

/**
 * Hours offered when the pharmacy's hours are unknown (a day's bands are null): the api accepts
 * any time then and the pharmacy confirms it, so the choice stays within a usual working day.
 */
export const UNKNOWN_HOURS_BANDS = [{ open: '09:00', close: '19:00' }];

/** Japan has kept UTC+9 without daylight saving since 1951, so an offset is exact. */
const JAPAN_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PickupDay {
  /** `YYYY-MM-DD` in Japan. */
  date: string;
  weekday: Weekday;
  /** The pharmacy's hours of that day are not known: the pharmacy confirms the time. */
  hoursUnknown: boolean;
  /** Each offered time: `HH:MM` in Japan and the instant as ISO 8601 with +09:00. */
  times: { label: string; value: string }[];
}

function minutesOf(hhmm: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The days and times a patient may ask to pick the medicine up: within the pharmacy's opening
 * hours of each day (Japan time), at least 30 minutes and at most 14 days ahead, every 30
 * minutes. Closed days are left out. A band past midnight (`26:00`) counts until midnight: the
 * hours after it belong to the next day's schedule.
 */
export function pickupDays(hours: OpeningHours | null, now: Date): PickupDay[] {
  const earliest = now.getTime() + ORDER_LIMITS.pickupLeadMinutes * 60_000;
  const latest = now.getTime() + ORDER_LIMITS.pickupHorizonDays * DAY_MS;
  const todayInJapan = new Date(now.getTime() + JAPAN_OFFSET_MS);
  const midnightUtcOfJapanToday =
    Date.UTC(todayInJapan.getUTCFullYear(), todayInJapan.getUTCMonth(), todayInJapan.getUTCDate()) -
    JAPAN_OFFSET_MS;

  const days: PickupDay[] = [];
  for (let offset = 0; offset <= ORDER_LIMITS.pickupHorizonDays; offset++) {
    const dayStart = midnightUtcOfJapanToday + offset * DAY_MS;
    const local = new Date(dayStart + JAPAN_OFFSET_MS);
    const weekday = WEEKDAYS[(local.getUTCDay() + 6) % 7] as Weekday;
    const date = `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
    const bands = hours?.[weekday] ?? null;
    const hoursUnknown = bands === null;
    const times: PickupDay['times'] = [];
    for (const band of bands ?? UNKNOWN_HOURS_BANDS) {
      const open = minutesOf(band.open);
      const close = minutesOf(band.close);
      if (open === null || close === null) continue;
      const first = Math.ceil(open / PICKUP_STEP_MINUTES) * PICKUP_STEP_MINUTES;
      for (let minute = first; minute < Math.min(close, 24 * 60); minute += PICKUP_STEP_MINUTES) {
        const at = dayStart + minute * 60_000;
        if (at < earliest || at > latest) continue;
        const label = `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
        if (times.some((time) => time.label === label)) continue;
        times.push({ label, value: `${date}T${label}:00+09:00` });
      }
    }
    times.sort((a, b) => a.label.localeCompare(b.label));
    if (times.length > 0) days.push({ date, weekday, hoursUnknown, times });
  }
  return days;
}
