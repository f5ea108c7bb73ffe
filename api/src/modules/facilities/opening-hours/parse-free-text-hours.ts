import type { DayKey, OpeningHours, TimeBand, Weekday } from '../domain/opening-hours';
import { WEEKDAYS, emptyOpeningHours } from '../domain/opening-hours';
import { bandFromMinutes, clockToMinutes, minutesFromTime } from './time-of-day';

/**
 * Reads the free-text opening hours of the emergency-contraception pharmacy list, e.g.
 * `月-金:9:00-18:00､土:9:00-13:00`, `月･水･金：９：００～１９：００`, `月～土 24時間`,
 * `10:00～20:00年中無休`, `月～金：9:00～18:00、休み：土日祝`.
 *
 * Each pharmacy typed its own (16,000 pharmacies, 11,000 distinct spellings), so the reader is
 * forgiving: whatever it cannot place is kept in `unparsed` rather than guessed. Weekdays the text does not mention are
 * closed once the text says anything at all; holidays stay unknown unless named, because the list
 * rarely says and most pharmacies close on them.
 */
export function parseFreeTextHours(raw: string | null | undefined): OpeningHours | null {
  const original = raw?.trim() ?? '';
  if (original === '') return null;
  const reader = new HoursTextReader(normaliseHoursText(original));
  return reader.read(original);
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

/** Private-use characters standing for phrases the reader treats as one token. */
const EVERY_DAY = '\uE000';
const CLOSED = '\uE001';
/** `祝日を除く`: the days just named are closed, not part of the group they were written in. */
const EXCEPT = '\uE002';
/** `昼休み13:00-14:00`: the next band is a break cut out of the current group's bands. */
const LUNCH_BREAK = '\uE003';
/** Characters that only separate tokens. */
const SEPARATORS = new Set(' \t:、,・/()【】[]「」。;.は');
const NTH_QUALIFIER = /第[\d一二三四五,、・./及と第]+(?=[月火水木金土日])/y;
const DAY_RANGE = /([月火水木金土日祝])\s*-\s*([月火水木金土日祝])/y;
// Groups: open hour, open minute, close hour, close minute after ':', close minute after a
// mistyped '-' (`8:30-17-30`), which is only taken when nothing numeric follows it.
// Minutes may follow without a colon (`830-1800`).
const TIME_RANGE = /(\d{1,2})(?::?(\d{2}))?\s*-\s*(\d{1,2})(?::?(\d{2})|-(\d{2})(?![\d:]))?/y;

function normaliseHoursText(text: string): string {
  return (
    text
      // Full-width digits, colons and tildes become ASCII; half-width punctuation becomes full.
      .normalize('NFKC')
      .replace(/[〜~‐‑‒–—―−ー﹣]/g, '-')
      .replace(/[•·∙‧]/g, '・')
      .replace(/∶/g, ':')
      .replace(/(?<!\d)(\d{1,2})\.(\d{2})(?!\d)/g, '$1:$2')
      .replace(/深夜|翌/g, '')
      .replace(/24時間(営業|対応|受付)?/g, '0:00-24:00')
      .replace(/祝祭日|祝日|祭日|祝祭/g, '祝')
      .replace(/平日/g, '月-金')
      .replace(/[(]([月火水木金土日祝])[)]/g, '$1')
      // `土(第1.3.5)` says the same as `第1.3.5土`.
      .replace(/([月火水木金土日])[(](第[^)]*)[)]/g, '$2$1')
      .replace(/年中無休|365日|毎日|全日|無休/g, EVERY_DAY)
      .replace(/(昼休み|昼休憩|休憩|昼休)[:\s]*/g, LUNCH_BREAK)
      .replace(/を?除く/g, EXCEPT)
      .replace(/(?<!不定)(定休日|休業日|休診日|休局日|休日|休み|休業|休診|閉局|休)/g, CLOSED)
      .replace(/(\d{1,2})時(\d{1,2})分/g, '$1:$2')
      .replace(/(\d{1,2})時半/g, '$1:30')
      .replace(/(\d{1,2})時/g, '$1:00')
      .replace(/から/g, '-')
      .replace(/まで|曜日|曜/g, '')
  );
}

class HoursTextReader {
  private readonly bands = new Map<DayKey, TimeBand[]>();
  private readonly closedDays = new Set<DayKey>();
  /** Days named only with an nth-week qualifier (第2土): their hours vary, so they stay unknown. */
  private readonly qualifiedDays = new Set<DayKey>();
  private readonly unparsed: string[] = [];
  private group = new Set<DayKey>();
  private groupHasTimes = false;
  private groupHadQualifiedDay = false;
  private closing = false;
  /** Bands written before any day (`10:00～20:00年中無休`), placed once a day follows. */
  private orphanBands: TimeBand[] = [];
  /** The days of the last group that received hours, for a break written after the group ended. */
  private lastTimedGroup = new Set<DayKey>();
  private lastNamedDays: DayKey[] = [];
  private breakFollows = false;
  private junk = '';
  private position = 0;

  constructor(private readonly text: string) {}

  read(original: string): OpeningHours {
    while (this.position < this.text.length) this.step();
    this.flushJunk();
    this.endGroup();
    return this.result(original);
  }

  private step(): void {
    const char = this.text[this.position] ?? '';
    if (this.tryQualifiedDay() || this.tryDayRange() || this.tryTimeRange()) return;
    if (char in DAY_BY_CHAR) {
      this.flushJunk();
      this.addDays([DAY_BY_CHAR[char] as DayKey]);
    } else if (char === EVERY_DAY) {
      this.flushJunk();
      this.addDays([...WEEKDAYS, 'holiday']);
    } else if (char === CLOSED) {
      this.flushJunk();
      this.markClosed();
    } else if (char === EXCEPT) {
      this.flushJunk();
      this.exceptLastNamedDays();
    } else if (char === LUNCH_BREAK) {
      this.flushJunk();
      this.breakFollows = true;
    } else if (SEPARATORS.has(char)) {
      this.flushJunk();
    } else {
      this.junk += char;
    }
    this.position += 1;
  }

  private tryQualifiedDay(): boolean {
    NTH_QUALIFIER.lastIndex = this.position;
    const match = NTH_QUALIFIER.exec(this.text);
    if (!match) return false;
    this.flushJunk();
    const dayChar = this.text[this.position + match[0].length] ?? '';
    const day = DAY_BY_CHAR[dayChar] as DayKey;
    this.startGroupIfTimed();
    this.qualifiedDays.add(day);
    this.groupHadQualifiedDay = true;
    this.unparsed.push(match[0] + dayChar);
    this.position += match[0].length + 1;
    return true;
  }

  private tryDayRange(): boolean {
    DAY_RANGE.lastIndex = this.position;
    const match = DAY_RANGE.exec(this.text);
    if (!match) return false;
    this.flushJunk();
    this.addDays(dayRange(DAY_BY_CHAR[match[1] ?? ''], DAY_BY_CHAR[match[2] ?? '']));
    this.position += match[0].length;
    return true;
  }

  private tryTimeRange(): boolean {
    TIME_RANGE.lastIndex = this.position;
    const match = TIME_RANGE.exec(this.text);
    if (!match) return false;
    const [whole, openHours, openMinutes, closeHours, closeMinutes, mistypedMinutes] = match;
    // `17-30` stands for 17:30 only when the opening time was written with a colon.
    if (mistypedMinutes !== undefined && openMinutes === undefined) return false;
    const open = clockToMinutes(Number(openHours), Number(openMinutes ?? 0));
    const close = clockToMinutes(Number(closeHours), Number(closeMinutes ?? mistypedMinutes ?? 0));
    const band = open === null || close === null ? null : bandFromMinutes(open, close);
    if (!band) return false;
    this.flushJunk();
    if (this.breakFollows) this.cutBreak(band);
    else this.addBand(band);
    this.position += whole.length;
    return true;
  }

  private addDays(days: readonly DayKey[]): void {
    this.lastNamedDays = [...days];
    if (this.closing) {
      for (const day of days) this.closedDays.add(day);
      return;
    }
    this.startGroupIfTimed();
    for (const day of days) this.group.add(day);
    if (this.orphanBands.length > 0) {
      for (const band of this.orphanBands) this.assign(band);
      this.orphanBands = [];
      this.groupHasTimes = true;
    }
  }

  private addBand(band: TimeBand): void {
    this.closing = false;
    if (this.group.size === 0) {
      // Hours that belong only to a 第n day are dropped with it; others wait for their days.
      if (!this.groupHadQualifiedDay) this.orphanBands.push(band);
      return;
    }
    this.assign(band);
    this.groupHasTimes = true;
    this.lastTimedGroup = this.group;
  }

  private cutBreak(pause: TimeBand): void {
    this.breakFollows = false;
    const days = this.group.size > 0 && this.groupHasTimes ? this.group : this.lastTimedGroup;
    for (const day of days) {
      const bands = this.bands.get(day);
      if (bands)
        this.bands.set(
          day,
          bands.flatMap((band) => withoutBreak(band, pause)),
        );
    }
  }

  private exceptLastNamedDays(): void {
    for (const day of this.lastNamedDays) {
      this.group.delete(day);
      this.closedDays.add(day);
    }
    this.lastNamedDays = [];
  }

  private assign(band: TimeBand): void {
    for (const day of this.group) {
      const list = this.bands.get(day) ?? [];
      list.push(band);
      this.bands.set(day, list);
    }
  }

  /** `土日祝休み` closes the days just named; `休み：土日祝` closes the days that follow. */
  private markClosed(): void {
    if (this.group.size > 0 && !this.groupHasTimes) {
      for (const day of this.group) this.closedDays.add(day);
      this.group = new Set();
      return;
    }
    this.endGroup();
    this.closing = true;
  }

  private startGroupIfTimed(): void {
    if (this.groupHasTimes) this.endGroup();
  }

  private endGroup(): void {
    this.group = new Set();
    this.groupHasTimes = false;
    this.groupHadQualifiedDay = false;
  }

  private flushJunk(): void {
    const fragment = this.junk.trim();
    if (fragment !== '') this.unparsed.push(fragment);
    this.junk = '';
  }

  private result(original: string): OpeningHours {
    const hours = emptyOpeningHours(original);
    // `24時間営業` with no day named means every day.
    if (
      this.bands.size === 0 &&
      this.orphanBands.length > 0 &&
      this.orphanBands.every(isWholeDay)
    ) {
      this.group = new Set([...WEEKDAYS, 'holiday']);
      for (const band of this.orphanBands) this.assign(band);
      this.orphanBands = [];
    }
    if (this.orphanBands.length > 0) {
      this.unparsed.push(this.orphanBands.map((band) => `${band.open}-${band.close}`).join(','));
    }
    hours.unparsed = this.unparsed;
    const understoodSomething = this.bands.size > 0 || this.closedDays.size > 0;
    if (!understoodSomething) {
      if (hours.unparsed.length === 0) hours.unparsed = [original];
      return hours;
    }
    for (const day of [...WEEKDAYS, 'holiday'] as const) {
      const bands = this.bands.get(day);
      if (this.qualifiedDays.has(day)) hours[day] = null;
      else if (bands) hours[day] = sortedDistinct(bands);
      else if (this.closedDays.has(day)) hours[day] = [];
      // A list of hours implies the weekdays it leaves out are closed; it says nothing of holidays.
      else hours[day] = day !== 'holiday' && this.bands.size > 0 ? [] : null;
    }
    return hours;
  }
}

function dayRange(from: DayKey | undefined, to: DayKey | undefined): DayKey[] {
  if (!from || !to) return [];
  if (from === 'holiday' || to === 'holiday') return [from, to];
  const start = WEEKDAYS.indexOf(from);
  const days: Weekday[] = [];
  for (let step = 0; step < WEEKDAYS.length; step += 1) {
    const day = WEEKDAYS[(start + step) % WEEKDAYS.length] as Weekday;
    days.push(day);
    if (day === to) break;
  }
  return days;
}

function sortedDistinct(bands: TimeBand[]): TimeBand[] {
  const seen = new Set<string>();
  return bands
    .filter((band) => {
      const key = `${band.open}-${band.close}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => minutesFromTime(a.open) - minutesFromTime(b.open));
}

function isWholeDay(band: TimeBand): boolean {
  return band.open === '00:00' && band.close === '24:00';
}

function withoutBreak(band: TimeBand, pause: TimeBand): TimeBand[] {
  const [open, close] = [minutesFromTime(band.open), minutesFromTime(band.close)];
  const [pauseStart, pauseEnd] = [minutesFromTime(pause.open), minutesFromTime(pause.close)];
  if (pauseEnd <= open || pauseStart >= close) return [band];
  const pieces: TimeBand[] = [];
  if (pauseStart > open) pieces.push({ open: band.open, close: pause.open });
  if (pauseEnd < close) pieces.push({ open: pause.close, close: band.close });
  return pieces;
}
