import type { DayKey } from '../domain/opening-hours';
import { DAY_KEYS } from '../domain/opening-hours';
import type { ScheduleMoment } from '../opening-hours/japan-time';
import { MINUTES_PER_DAY } from '../opening-hours/time-of-day';
import { decodeWeeklySchedule } from '../opening-hours/weekly-schedule-code';

const DAYS = DAY_KEYS.length;
const CACHED_MASKS = 16;

function dayIndex(day: DayKey): number {
  return DAY_KEYS.indexOf(day);
}

/**
 * Every facility's weekly hours packed into typed arrays, so that "open at this moment" over
 * 180,000 facilities takes a few milliseconds, and answers for the same minute are reused.
 * Semantics match opening-hours/is-open.ts: a day whose hours are unknown is never open.
 */
export class ScheduleTable {
  private readonly openMasks = new Map<string, Uint8Array>();
  private readonly dayMasks = new Map<DayKey, Uint8Array>();

  private constructor(
    private readonly size: number,
    /** Bands of facility i on day d: indexes bandStart[i*8+d] up to bandStart[i*8+d+1]. */
    private readonly bandStart: Uint32Array,
    private readonly opens: Uint16Array,
    private readonly closes: Uint16Array,
    /** Bit d set: the hours of day d are known. */
    private readonly knownDays: Uint8Array,
  ) {}

  static build(codes: readonly (string | null)[]): ScheduleTable {
    // Many facilities share a schedule (the demo set has about twenty): decode each text once.
    const distinct = new Map<string | null, ReturnType<typeof decodeWeeklySchedule>>();
    const decoded = codes.map((code) => {
      if (!distinct.has(code)) distinct.set(code, decodeWeeklySchedule(code));
      return distinct.get(code) ?? null;
    });
    let bandCount = 0;
    for (const days of decoded) for (const bands of days ?? []) bandCount += bands?.length ?? 0;
    const bandStart = new Uint32Array(codes.length * DAYS + 1);
    const opens = new Uint16Array(bandCount);
    const closes = new Uint16Array(bandCount);
    const knownDays = new Uint8Array(codes.length);
    let next = 0;
    decoded.forEach((days, facility) => {
      for (let day = 0; day < DAYS; day += 1) {
        bandStart[facility * DAYS + day] = next;
        const bands = days?.[day];
        if (bands === null || bands === undefined) continue;
        knownDays[facility] = (knownDays[facility] ?? 0) | (1 << day);
        for (const [open, close] of bands) {
          opens[next] = open;
          closes[next] = close;
          next += 1;
        }
      }
    });
    bandStart[codes.length * DAYS] = next;
    return new ScheduleTable(codes.length, bandStart, opens, closes, knownDays);
  }

  /** true open, false closed, null unknown. */
  openState(facility: number, moment: ScheduleMoment): boolean | null {
    const day = dayIndex(moment.day);
    const previous = moment.previousDay === null ? -1 : dayIndex(moment.previousDay);
    if (this.isOpen(facility, day, previous, moment.minute)) return true;
    return ((this.knownDays[facility] ?? 0) & (1 << day)) === 0 ? null : false;
  }

  /** 1 for every facility open at the moment; computed once per distinct moment. */
  openMask(moment: ScheduleMoment): Uint8Array {
    const key = `${moment.day}|${moment.previousDay ?? ''}|${moment.minute}`;
    const cached = this.openMasks.get(key);
    if (cached) return cached;
    const day = dayIndex(moment.day);
    const previous = moment.previousDay === null ? -1 : dayIndex(moment.previousDay);
    const mask = new Uint8Array(this.size);
    for (let facility = 0; facility < this.size; facility += 1) {
      mask[facility] = this.isOpen(facility, day, previous, moment.minute) ? 1 : 0;
    }
    if (this.openMasks.size >= CACHED_MASKS) {
      const oldest = this.openMasks.keys().next().value;
      if (oldest !== undefined) this.openMasks.delete(oldest);
    }
    this.openMasks.set(key, mask);
    return mask;
  }

  /** 1 for every facility with any hours on that day (unknown counts as no). */
  opensOnMask(day: DayKey): Uint8Array {
    const cached = this.dayMasks.get(day);
    if (cached) return cached;
    const index = dayIndex(day);
    const mask = new Uint8Array(this.size);
    for (let facility = 0; facility < this.size; facility += 1) {
      const slot = facility * DAYS + index;
      mask[facility] = (this.bandStart[slot + 1] ?? 0) > (this.bandStart[slot] ?? 0) ? 1 : 0;
    }
    this.dayMasks.set(day, mask);
    return mask;
  }

  private isOpen(facility: number, day: number, previous: number, minute: number): boolean {
    const { bandStart, opens, closes } = this;
    if (previous >= 0) {
      const slot = facility * DAYS + previous;
      for (let band = bandStart[slot] ?? 0; band < (bandStart[slot + 1] ?? 0); band += 1) {
        if (minute + MINUTES_PER_DAY < (closes[band] ?? 0)) return true;
      }
    }
    const slot = facility * DAYS + day;
    for (let band = bandStart[slot] ?? 0; band < (bandStart[slot + 1] ?? 0); band += 1) {
      if ((opens[band] ?? 0) <= minute && minute < (closes[band] ?? 0)) return true;
    }
    return false;
  }
}
