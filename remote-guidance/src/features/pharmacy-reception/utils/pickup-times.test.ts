import type { OpeningHours } from '@harmo/contracts/opening-hours';
import { pickupDays } from './pickup-times';

const weekdayBands = [
  { open: '09:00', close: '13:00' },
  { open: '14:00', close: '18:30' },
];
const HOURS: OpeningHours = {
  mon: weekdayBands,
  tue: weekdayBands,
  wed: weekdayBands,
  thu: weekdayBands,
  fri: weekdayBands,
  sat: [{ open: '09:15', close: '12:00' }],
  sun: [],
  holiday: [],
  original: null,
  unparsed: [],
};

describe('pickupDays', () => {
  // Tuesday 24 November 2026, 12:10 in Japan.
  const now = new Date('2026-11-24T12:10:00+09:00');

  it('offers today from 30 minutes ahead, within the bands, every 30 minutes', () => {
    const [today] = pickupDays(HOURS, now);
    expect(today?.date).toBe('2026-11-24');
    expect(today?.weekday).toBe('tue');
    expect(today?.times.map((t) => t.label)).toEqual([
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
      '17:30',
      '18:00',
    ]);
    expect(today?.times[0]?.value).toBe('2026-11-24T14:00:00+09:00');
  });

  it('leaves out closed days and rounds an opening at a quarter past up to the half hour', () => {
    const days = pickupDays(HOURS, now);
    expect(days.map((d) => d.weekday)).not.toContain('sun');
    const saturday = days.find((d) => d.date === '2026-11-28');
    expect(saturday?.times.map((t) => t.label)).toEqual([
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ]);
  });

  it('reaches no further than 14 days ahead', () => {
    const days = pickupDays(HOURS, now);
    expect(days.at(-1)?.date).toBe('2026-12-08');
    expect(days.at(-1)?.times.at(-1)?.label).toBe('12:00');
  });

  it('works in Japan time whatever the device clock zone: late at night UTC is the next day', () => {
    // 23:50 UTC on the 24th is 08:50 on the 25th in Japan.
    const [first] = pickupDays(HOURS, new Date('2026-11-24T23:50:00Z'));
    expect(first?.date).toBe('2026-11-25');
    expect(first?.times[0]?.label).toBe('09:30');
  });

  it('offers a usual working day, marked unknown, when the hours are not known', () => {
    const [today] = pickupDays(null, new Date('2026-11-24T08:00:00+09:00'));
    expect(today?.hoursUnknown).toBe(true);
    expect(today?.times[0]?.label).toBe('09:00');
    expect(today?.times.at(-1)?.label).toBe('18:30');
  });

  it('stops a band that runs past midnight at midnight', () => {
    const late: OpeningHours = { ...HOURS, tue: [{ open: '22:00', close: '26:00' }] };
    const [today] = pickupDays(late, now);
    expect(today?.times.map((t) => t.label)).toEqual(['22:00', '22:30', '23:00', '23:30']);
  });
});
