import type { FacilityType } from '../domain/facility';
import type { DayKey, OpeningHours, TimeBand } from '../domain/opening-hours';
import { emptyOpeningHours } from '../domain/opening-hours';
import { formatHoursText } from '../opening-hours/format-hours-text';
import type { SeededRandom } from './prng';

type Schedule = Partial<Record<DayKey, TimeBand[]>>;

const band = (open: string, close: string): TimeBand => ({ open, close });
const ALL_DAY = [band('00:00', '24:00')];

function everyWeekday(bands: TimeBand[], days: DayKey[]): Schedule {
  return Object.fromEntries(days.map((day) => [day, bands]));
}

const MON_FRI: DayKey[] = ['mon', 'tue', 'wed', 'thu', 'fri'];
const MON_SAT: DayKey[] = [...MON_FRI, 'sat'];
const EVERY_DAY: DayKey[] = [...MON_SAT, 'sun', 'holiday'];

/** Each schedule with how often it occurs, per facility type. */
const SCHEDULES: Readonly<Record<FacilityType, readonly (readonly [number, () => Schedule])[]>> = {
  pharmacy: [
    [
      0.3,
      () => ({ ...everyWeekday([band('09:00', '18:00')], MON_FRI), sat: [band('09:00', '13:00')] }),
    ],
    [
      0.15,
      () => ({ ...everyWeekday([band('09:00', '19:00')], MON_FRI), sat: [band('09:00', '17:00')] }),
    ],
    [0.15, () => everyWeekday([band('09:00', '19:00')], MON_SAT)],
    [0.15, () => everyWeekday([band('10:00', '21:00')], EVERY_DAY)],
    [
      0.1,
      () => ({
        ...everyWeekday([band('09:00', '13:00'), band('14:30', '18:30')], MON_FRI),
        thu: [band('09:00', '13:00')],
        sat: [band('09:00', '13:00')],
      }),
    ],
    [0.05, () => everyWeekday(ALL_DAY, EVERY_DAY)],
    [0.05, () => everyWeekday([band('08:30', '17:30')], MON_FRI)],
    [
      0.05,
      () => ({ ...everyWeekday([band('09:00', '22:00')], MON_SAT), sun: [band('10:00', '19:00')] }),
    ],
  ],
  clinic: [
    [
      0.45,
      () => ({
        ...everyWeekday([band('09:00', '12:30'), band('15:00', '18:30')], MON_FRI),
        thu: [band('09:00', '12:30')],
        sat: [band('09:00', '12:30')],
      }),
    ],
    [
      0.25,
      () => ({
        ...everyWeekday([band('09:00', '13:00'), band('14:30', '19:30')], MON_FRI),
        wed: [band('09:00', '13:00')],
        sat: [band('09:00', '16:00')],
      }),
    ],
    [
      0.2,
      () => ({ ...everyWeekday([band('08:30', '17:30')], MON_FRI), sat: [band('08:30', '12:00')] }),
    ],
    [
      0.1,
      () => ({ ...everyWeekday([band('10:00', '19:00')], MON_SAT), sun: [band('10:00', '17:00')] }),
    ],
  ],
  hospital: [
    [
      0.6,
      () => ({ ...everyWeekday([band('08:30', '17:00')], MON_FRI), sat: [band('08:30', '12:00')] }),
    ],
    [0.3, () => everyWeekday([band('08:30', '17:00')], MON_FRI)],
    [0.1, () => everyWeekday(ALL_DAY, EVERY_DAY)],
  ],
};

/**
 * Varied, realistic hours: most pharmacies close on Sunday, some are open every day or around the
 * clock; clinics take a lunch break and close one afternoon a week; every day not listed is closed.
 * Facilities with the same schedule share one (read-only) object, which keeps generation fast.
 */
export function demoOpeningHours(type: FacilityType, random: SeededRandom): OpeningHours {
  const options = BUILT_SCHEDULES[type];
  let roll = random.next();
  for (const [weight, hours] of options) {
    if (roll < weight) return hours;
    roll -= weight;
  }
  return options[options.length - 1]?.[1] ?? emptyOpeningHours(null);
}

function toOpeningHours(schedule: Schedule): OpeningHours {
  const hours = emptyOpeningHours(null);
  for (const day of EVERY_DAY) hours[day] = schedule[day] ?? [];
  hours.original = formatHoursText(hours);
  return Object.freeze(hours);
}

type BuiltOptions = readonly (readonly [number, OpeningHours])[];

function build(options: readonly (readonly [number, () => Schedule])[]): BuiltOptions {
  return options.map(([weight, make]) => [weight, toOpeningHours(make())] as const);
}

const BUILT_SCHEDULES: Readonly<Record<FacilityType, BuiltOptions>> = {
  pharmacy: build(SCHEDULES.pharmacy),
  hospital: build(SCHEDULES.hospital),
  clinic: build(SCHEDULES.clinic),
};

export function isAroundTheClock(hours: OpeningHours): boolean {
  return EVERY_DAY.every(
    (day) => hours[day]?.[0]?.open === '00:00' && hours[day]?.[0]?.close === '24:00',
  );
}
