import type { DayKey, OpeningHours, TimeBand } from '../domain/opening-hours';
import { WEEKDAYS } from '../domain/opening-hours';
import { minutesFromTime } from './time-of-day';

const DAY_LABEL: Readonly<Record<DayKey, string>> = {
  mon: '月',
  tue: '火',
  wed: '水',
  thu: '木',
  fri: '金',
  sat: '土',
  sun: '日',
  holiday: '祝',
};

/**
 * Writes structured hours the way the ministry's lists do (`月-金:9:00-18:00、土:9:00-13:00、
 * 日・祝:休み`), so that generated data carries a realistic original text that
 * parseFreeTextHours reads back to the same structure. Unknown days are left out.
 */
export function formatHoursText(hours: OpeningHours): string {
  const runs: { days: DayKey[]; bands: TimeBand[] }[] = [];
  WEEKDAYS.forEach((day, index) => {
    const bands = hours[day];
    if (bands === null) return;
    const last = runs[runs.length - 1];
    // Only consecutive days with the same bands share a label (月-金), never across an unknown day.
    const yesterday = WEEKDAYS[index - 1];
    const continues =
      last !== undefined && yesterday !== undefined && last.days.includes(yesterday);
    if (last && continues && sameBands(last.bands, bands)) last.days.push(day);
    else runs.push({ days: [day], bands });
  });
  if (hours.holiday !== null) runs.push({ days: ['holiday'], bands: hours.holiday });

  const open = runs
    .filter((run) => run.bands.length > 0)
    .map((run) => `${daysLabel(run.days)}:${bandsLabel(run.bands)}`);
  const closedDays = runs.filter((run) => run.bands.length === 0).flatMap((run) => run.days);
  if (closedDays.length > 0)
    open.push(`${closedDays.map((day) => DAY_LABEL[day]).join('・')}:休み`);
  return open.join('、');
}

function daysLabel(days: DayKey[]): string {
  const labels = days.map((day) => DAY_LABEL[day]);
  return labels.length >= 3 ? `${labels[0]}-${labels[labels.length - 1]}` : labels.join('・');
}

function bandsLabel(bands: TimeBand[]): string {
  return bands.map((band) => `${clock(band.open)}-${clock(band.close)}`).join(',');
}

function clock(time: string): string {
  const minutes = minutesFromTime(time);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

function sameBands(a: TimeBand[], b: TimeBand[]): boolean {
  return (
    a.length === b.length &&
    a.every((band, i) => band.open === b[i]?.open && band.close === b[i]?.close)
  );
}
