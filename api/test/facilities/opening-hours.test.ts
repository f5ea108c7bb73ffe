import type { OpeningHours } from '../../src/modules/facilities/domain/opening-hours';
import { formatHoursText } from '../../src/modules/facilities/opening-hours/format-hours-text';
import { isOpenAt, opensOn } from '../../src/modules/facilities/opening-hours/is-open';
import {
  scheduleMomentAt,
  scheduleMomentOn,
  toJapanDate,
} from '../../src/modules/facilities/opening-hours/japan-time';
import { isJapaneseHoliday } from '../../src/modules/facilities/opening-hours/japanese-holidays';
import {
  findHoursColumns,
  readOpenDataHours,
} from '../../src/modules/facilities/opening-hours/open-data-hours';
import { parseFreeTextHours } from '../../src/modules/facilities/opening-hours/parse-free-text-hours';
import {
  decodeWeeklySchedule,
  encodeWeeklySchedule,
} from '../../src/modules/facilities/opening-hours/weekly-schedule-code';

const band = (open: string, close: string) => ({ open, close });
const WEEKDAYS_9_18 = {
  mon: [band('09:00', '18:00')],
  tue: [band('09:00', '18:00')],
  wed: [band('09:00', '18:00')],
  thu: [band('09:00', '18:00')],
  fri: [band('09:00', '18:00')],
};

function parsed(text: string): OpeningHours {
  const hours = parseFreeTextHours(text);
  if (!hours) throw new Error(`nothing parsed from ${text}`);
  return hours;
}

describe('free-text opening hours (emergency-contraception list)', () => {
  it('reads a weekday range and a single day, and closes the days it does not name', () => {
    expect(parsed('月-金:9:00-18:00､土:9:00-13:00')).toEqual({
      ...WEEKDAYS_9_18,
      sat: [band('09:00', '13:00')],
      sun: [],
      holiday: null,
      original: '月-金:9:00-18:00､土:9:00-13:00',
      unparsed: [],
    });
  });

  it('reads full-width digits and colons, 〜 and ～ separators, and 、 between groups', () => {
    const expected = { ...WEEKDAYS_9_18, sat: [band('09:00', '13:00')], sun: [] };
    expect(parsed('月～金：９：００～１８：００、土：９：００～１３：００')).toMatchObject(
      expected,
    );
    expect(parsed('月〜金:9:00〜18:00、土:9:00〜13:00')).toMatchObject(expected);
    expect(parsed('月－金８：３０－１８：００土８：３０－１３：００')).toMatchObject({
      mon: [band('08:30', '18:00')],
      sat: [band('08:30', '13:00')],
    });
  });

  it('reads lists of days written with ･ ・ 、 or nothing between them', () => {
    const hours = parsed('月･水･金:9:00-19:00､火・木:9:00-17:00､土日:10:00-12:00');
    expect(hours.mon).toEqual([band('09:00', '19:00')]);
    expect(hours.wed).toEqual([band('09:00', '19:00')]);
    expect(hours.tue).toEqual([band('09:00', '17:00')]);
    expect(hours.thu).toEqual([band('09:00', '17:00')]);
    expect(hours.sat).toEqual([band('10:00', '12:00')]);
    expect(hours.sun).toEqual([band('10:00', '12:00')]);
    expect(parsed('月火水金：8:30-18:00木：8:30-16:30').thu).toEqual([band('08:30', '16:30')]);
  });

  it('reads several bands of one day, also written without a separator between them', () => {
    const twoBands = [band('10:00', '14:00'), band('15:00', '19:00')];
    expect(parsed('月-金:10:00-14:00､15:00-19:00').fri).toEqual(twoBands);
    expect(parsed('月～金：10:00‐14:0015:00～19:00').fri).toEqual(twoBands);
    expect(parsed('月水金:9:00-13:00/14:00-18:00').wed).toEqual([
      band('09:00', '13:00'),
      band('14:00', '18:00'),
    ]);
  });

  it('reads 祝 and 祝日/祭日 as the holiday schedule', () => {
    const hours = parsed('月〜金:9:00-19:00土日祭日:9:00-18:00');
    expect(hours.sun).toEqual([band('09:00', '18:00')]);
    expect(hours.holiday).toEqual([band('09:00', '18:00')]);
    expect(parsed('月-土:9:00-19:00、日・祝:10:00-13:00').holiday).toEqual([
      band('10:00', '13:00'),
    ]);
  });

  it('reads 24時間, 年中無休 and 365日 as every day including holidays', () => {
    const allDay = [band('00:00', '24:00')];
    expect(parsed('24時間営業')).toMatchObject({ mon: allDay, sun: allDay, holiday: allDay });
    expect(parsed('月～土 24時間')).toMatchObject({ sat: allDay, sun: [], holiday: null });
    const daily = parsed('10:00～20:00年中無休');
    expect(daily.sun).toEqual([band('10:00', '20:00')]);
    expect(daily.holiday).toEqual([band('10:00', '20:00')]);
    expect(parsed('365日 9:00-21:00').wed).toEqual([band('09:00', '21:00')]);
  });

  it('reads closed days written before or after 休み, and 祝日を除く', () => {
    expect(parsed('月～金：9:00～18:00、休み：土日祝')).toMatchObject({
      fri: [band('09:00', '18:00')],
      sat: [],
      sun: [],
      holiday: [],
    });
    expect(parsed('月～金(祝日を除く)：9:00～18:00')).toMatchObject({
      mon: [band('09:00', '18:00')],
      holiday: [],
    });
    // Only closed days named: the other days stay unknown rather than closed.
    expect(parsed('日祝休み')).toMatchObject({ sun: [], holiday: [], mon: null });
  });

  it('reads 時/分 times, から, compact 830-1800 and a mistyped 17-30', () => {
    expect(parsed('月・火・水・金9時から19時木・土9時から13時').thu).toEqual([
      band('09:00', '13:00'),
    ]);
    expect(parsed('月、金：9時〜19時、木：9時30分〜19時').thu).toEqual([band('09:30', '19:00')]);
    expect(parsed('月火水金：830-1800木：830-1630').mon).toEqual([band('08:30', '18:00')]);
    expect(parsed('月～金：8：30-17-30、土：8：30-11：30').mon).toEqual([band('08:30', '17:30')]);
  });

  it('cuts a lunch break out of the day', () => {
    expect(parsed('月～金：9:00-19:00(昼休み13:00-14:00)').tue).toEqual([
      band('09:00', '13:00'),
      band('14:00', '19:00'),
    ]);
  });

  it('keeps bands past midnight counting hours (18:00-翌2:00 closes at 26:00)', () => {
    expect(parsed('月～土：18:00-翌2:00').sat).toEqual([band('18:00', '26:00')]);
  });

  it('leaves nth-week days (第2・4土) unknown and keeps what it could not read', () => {
    const hours = parsed('月〜金:9:00-18:00,第1,3土:9:00-13:00');
    expect(hours.fri).toEqual([band('09:00', '18:00')]);
    expect(hours.sat).toBeNull();
    expect(hours.sun).toEqual([]);
    expect(hours.unparsed).toEqual(['第1,3土']);
  });

  it('does not guess the days of bare hours, and keeps the raw text', () => {
    const hours = parsed('9:00-22:00');
    expect(hours.mon).toBeNull();
    expect(hours.original).toBe('9:00-22:00');
    expect(hours.unparsed).toEqual(['09:00-22:00']);
    expect(parseFreeTextHours('')).toBeNull();
    expect(parseFreeTextHours(null)).toBeNull();
    expect(parsed('https://example.jp/hours').unparsed.length).toBeGreaterThan(0);
  });

  it('reads back what formatHoursText writes', () => {
    const hours: OpeningHours = {
      ...WEEKDAYS_9_18,
      wed: [band('09:00', '13:00')],
      sat: [band('09:00', '12:30'), band('14:00', '17:00')],
      sun: [],
      holiday: [],
      original: null,
      unparsed: [],
    };
    const text = formatHoursText(hours);
    expect(text).toBe(
      '月・火:9:00-18:00、水:9:00-13:00、木・金:9:00-18:00、土:9:00-12:30,14:00-17:00、日・祝:休み',
    );
    expect(parsed(text)).toEqual({ ...hours, original: text });
  });
});

describe('open-data opening-time columns (医療情報ネット)', () => {
  const headers = ['ID', '名称'];
  for (const day of ['月', '火', '水', '木', '金', '土', '日', '祝']) {
    for (const n of [1, 2, 3, 4]) {
      headers.push(`${day}_開店時間帯${n}_開始時間`, `${day}_開店時間帯${n}_終了時間`);
    }
  }
  const columns = findHoursColumns(headers);

  it('finds the 64 start/end columns by name', () => {
    expect(columns).toHaveLength(32);
    expect(columns[0]).toEqual({
      day: 'mon',
      start: '月_開店時間帯1_開始時間',
      end: '月_開店時間帯1_終了時間',
    });
  });

  it('reads bands, closes days without any, and treats an empty row as unknown', () => {
    const row = {
      月_開店時間帯1_開始時間: '09:00',
      月_開店時間帯1_終了時間: '13:00',
      月_開店時間帯2_開始時間: '１４：００',
      月_開店時間帯2_終了時間: '1900',
      祝_開店時間帯1_開始時間: '9:00',
      祝_開店時間帯1_終了時間: '12:00',
    };
    const hours = readOpenDataHours(row, columns);
    expect(hours?.mon).toEqual([band('09:00', '13:00'), band('14:00', '19:00')]);
    expect(hours?.holiday).toEqual([band('09:00', '12:00')]);
    expect(hours?.tue).toEqual([]);
    expect(readOpenDataHours({}, columns)).toBeNull();
  });

  it('keeps days the file has no columns for unknown', () => {
    const weekdayOnly = findHoursColumns(['月_開店時間帯1_開始時間', '月_開店時間帯1_終了時間']);
    const hours = readOpenDataHours(
      { 月_開店時間帯1_開始時間: '9:00', 月_開店時間帯1_終了時間: '18:00' },
      weekdayOnly,
    );
    expect(hours?.mon).toEqual([band('09:00', '18:00')]);
    expect(hours?.holiday).toBeNull();
  });
});

describe('open now, in Japan time', () => {
  const hours = parsed('月-金:9:00-18:00､土:9:00-13:00､日祝:休み');

  it('converts instants to the Japanese calendar day and minute', () => {
    // 2026-11-24T00:30Z is 09:30 on Tuesday in Japan; 2026-11-23T15:30Z is 00:30 on Tuesday.
    expect(toJapanDate(new Date('2026-11-24T00:30:00Z'))).toEqual({
      date: '2026-11-24',
      weekday: 'tue',
      minute: 570,
    });
    expect(toJapanDate(new Date('2026-11-23T15:30:00Z'))).toEqual({
      date: '2026-11-24',
      weekday: 'tue',
      minute: 30,
    });
  });

  it('is open inside a band and closed outside it, at the closing minute included', () => {
    expect(isOpenAt(hours, scheduleMomentAt(new Date('2026-11-24T00:30:00Z')))).toBe(true); // Tue 09:30
    expect(isOpenAt(hours, scheduleMomentAt(new Date('2026-11-24T09:00:00Z')))).toBe(false); // Tue 18:00
    expect(isOpenAt(hours, scheduleMomentAt(new Date('2026-11-28T03:00:00Z')))).toBe(true); // Sat 12:00
    expect(isOpenAt(hours, scheduleMomentAt(new Date('2026-11-29T03:00:00Z')))).toBe(false); // Sun
  });

  it('uses the holiday schedule on national holidays', () => {
    // Monday 23 November 2026 is 勤労感謝の日.
    expect(isJapaneseHoliday('2026-11-23')).toBe(true);
    const holidayMorning = scheduleMomentAt(new Date('2026-11-23T01:00:00Z'));
    expect(holidayMorning.day).toBe('holiday');
    expect(isOpenAt(hours, holidayMorning)).toBe(false);
    // Unknown holiday hours are unknown, not open.
    expect(isOpenAt(parsed('月-金:9:00-18:00'), holidayMorning)).toBeNull();
  });

  it('knows the 2025–2027 substitute and citizens’ holidays', () => {
    expect(isJapaneseHoliday('2025-05-06')).toBe(true);
    expect(isJapaneseHoliday('2026-05-06')).toBe(true);
    expect(isJapaneseHoliday('2026-09-22')).toBe(true);
    expect(isJapaneseHoliday('2027-03-22')).toBe(true);
    expect(isJapaneseHoliday('2026-11-24')).toBe(false);
  });

  it('counts a band past midnight on the next morning', () => {
    const night = parsed('月-土:18:00-翌2:00');
    // Saturday 01:30 in Japan: Friday's band still runs.
    expect(isOpenAt(night, scheduleMomentAt(new Date('2026-11-27T16:30:00Z')))).toBe(true);
    // Monday 01:30: Sunday had no band.
    expect(isOpenAt(night, scheduleMomentAt(new Date('2026-11-29T16:30:00Z')))).toBe(false);
  });

  it('answers for a weekday and time, and for a whole day', () => {
    expect(isOpenAt(hours, scheduleMomentOn('sat', 12 * 60))).toBe(true);
    expect(isOpenAt(hours, scheduleMomentOn('sat', 14 * 60))).toBe(false);
    expect(opensOn(hours, 'sun')).toBe(false);
    expect(opensOn(hours, 'wed')).toBe(true);
  });
});

describe('weekly schedule code', () => {
  it('round-trips bands, closed and unknown days', () => {
    const hours = parsed('月-金:9:00-18:00､土:9:00-13:00');
    const code = encodeWeeklySchedule(hours);
    expect(code).toBe('540-1080|540-1080|540-1080|540-1080|540-1080|540-780||?');
    expect(decodeWeeklySchedule(code)).toEqual([
      [[540, 1080]],
      [[540, 1080]],
      [[540, 1080]],
      [[540, 1080]],
      [[540, 1080]],
      [[540, 780]],
      [],
      null,
    ]);
    expect(encodeWeeklySchedule(null)).toBeNull();
  });
});
