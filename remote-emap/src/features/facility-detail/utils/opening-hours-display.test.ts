import type { OpeningHours } from '../../facilities';
import {
  dayHoursDisplay,
  displayTime,
  hasKnownDays,
  openingHoursRows,
  safeWebsiteUrl,
  telHref,
} from './opening-hours-display';

const band = (open: string, close: string) => ({ open, close });

const weekdayPharmacy: OpeningHours = {
  mon: [band('09:00', '18:00')],
  tue: [band('09:00', '18:00')],
  wed: [band('09:00', '18:00')],
  thu: [band('09:00', '13:00'), band('14:30', '18:30')],
  fri: [band('09:00', '18:00')],
  sat: [band('09:00', '13:00')],
  sun: [],
  holiday: null,
  original: '月-金:9:00-18:00、土:9:00-13:00、日:休み',
  unparsed: [],
};

describe('times of day', () => {
  it('drops the leading zero', () => {
    expect(displayTime('09:00')).toEqual({ time: '9:00', nextDay: false });
    expect(displayTime('14:30')).toEqual({ time: '14:30', nextDay: false });
  });

  it('reads a time past midnight as the next day, but a close at midnight as 24:00', () => {
    expect(displayTime('26:30', true)).toEqual({ time: '2:30', nextDay: true });
    expect(displayTime('24:00', true)).toEqual({ time: '24:00', nextDay: false });
    expect(displayTime('24:00')).toEqual({ time: '0:00', nextDay: true });
  });

  it('leaves text it cannot read as it is', () => {
    expect(displayTime('夕方')).toEqual({ time: '夕方', nextDay: false });
  });
});

describe("a day's hours", () => {
  it('tells unknown from closed', () => {
    expect(dayHoursDisplay(null)).toEqual({ kind: 'unknown' });
    expect(dayHoursDisplay([])).toEqual({ kind: 'closed' });
  });

  it('reads 0:00–24:00 (or later) as around the clock', () => {
    expect(dayHoursDisplay([band('00:00', '24:00')])).toEqual({ kind: 'allDay' });
    expect(dayHoursDisplay([band('00:00', '30:00')])).toEqual({ kind: 'allDay' });
  });

  it('lists bands in order of opening, with a lunch break as two bands', () => {
    expect(dayHoursDisplay([band('14:30', '18:30'), band('09:00', '13:00')])).toEqual({
      kind: 'bands',
      bands: [
        { open: { time: '9:00', nextDay: false }, close: { time: '13:00', nextDay: false } },
        { open: { time: '14:30', nextDay: false }, close: { time: '18:30', nextDay: false } },
      ],
    });
  });

  it('marks a night band that ends the next morning', () => {
    expect(dayHoursDisplay([band('20:00', '26:00')])).toEqual({
      kind: 'bands',
      bands: [{ open: { time: '20:00', nextDay: false }, close: { time: '2:00', nextDay: true } }],
    });
  });
});

describe('the week', () => {
  it('runs Monday to Sunday, then holidays, and marks today only', () => {
    const rows = openingHoursRows(weekdayPharmacy, 'thu');
    expect(rows.map((row) => row.day)).toEqual([
      'mon',
      'tue',
      'wed',
      'thu',
      'fri',
      'sat',
      'sun',
      'holiday',
    ]);
    expect(rows.filter((row) => row.isToday).map((row) => row.day)).toEqual(['thu']);
    expect(rows[6]?.hours).toEqual({ kind: 'closed' });
    expect(rows[7]?.hours).toEqual({ kind: 'unknown' });
  });

  it('marks the holiday row on a national holiday', () => {
    const rows = openingHoursRows(weekdayPharmacy, 'holiday');
    expect(rows.find((row) => row.isToday)?.day).toBe('holiday');
  });

  it('knows when no day at all is known', () => {
    expect(hasKnownDays(weekdayPharmacy)).toBe(true);
    expect(
      hasKnownDays({
        mon: null,
        tue: null,
        wed: null,
        thu: null,
        fri: null,
        sat: null,
        sun: null,
        holiday: null,
        original: '要予約',
        unparsed: ['要予約'],
      }),
    ).toBe(false);
  });
});

describe('links', () => {
  it('dials digits only', () => {
    expect(telHref('083-034-8667')).toBe('tel:0830348667');
    expect(telHref('+81 3 1234 5678')).toBe('tel:+81312345678');
    expect(telHref('なし')).toBeNull();
  });

  it('links only web addresses', () => {
    expect(safeWebsiteUrl('https://example.com/harmo-demo/1')).toBe(
      'https://example.com/harmo-demo/1',
    );
    expect(safeWebsiteUrl('javascript:alert(1)')).toBeNull();
    expect(safeWebsiteUrl('data:text/html,hi')).toBeNull();
    expect(safeWebsiteUrl('www.example.com')).toBeNull();
  });
});
