import type { FacilityRecord, FacilityType } from '../domain/facility';
import { prefectureByCode } from '../import/prefectures';
import type { DemoCity } from './cities';
import { DEMO_CITIES } from './cities';
import { demoOpeningHours, isAroundTheClock } from './demo-hours';
import { TOWNS, demoName } from './demo-names';
import { SeededRandom } from './prng';

/** About Japan's real numbers: 62,800 pharmacies, 8,060 hospitals, 171,600 clinics (2024). */
export const DEMO_COUNTS: Readonly<Record<FacilityType, number>> = {
  pharmacy: 60_000,
  hospital: 8_000,
  clinic: 112_000,
};

export const DEMO_SEED = 0x6861726d; // "harm"
/** The `source` of every demo facility. */
export const DEMO_SOURCE = 'harmo-demo';

export interface DemoOptions {
  counts?: Readonly<Record<FacilityType, number>>;
  seed?: number;
}

const KM_PER_DEGREE_LAT = 111.32;

/**
 * The labelled demo dataset: facilities scattered around real city centres in proportion to
 * population, with a dense core and a wider spread, plausible addresses, hours and flags.
 * The same options always give the same facilities, with ids demo:1, demo:2, …
 */
export function* generateDemoFacilities(options: DemoOptions = {}): Generator<FacilityRecord> {
  const counts = options.counts ?? DEMO_COUNTS;
  const random = new SeededRandom(options.seed ?? DEMO_SEED);
  const pickCity = weightedPicker(DEMO_CITIES, (city) => city.populationThousands);
  let serial = 0;
  for (const type of ['pharmacy', 'hospital', 'clinic'] as const) {
    for (let i = 0; i < counts[type]; i += 1) {
      serial += 1;
      yield demoFacility(serial, type, pickCity(random.next()), random);
    }
  }
}

function demoFacility(
  serial: number,
  type: FacilityType,
  city: DemoCity,
  random: SeededRandom,
): FacilityRecord {
  const town = random.pick(TOWNS);
  const { name, kana } = demoName(type, city, town, random);
  const point = scatterAround(city, random);
  const prefecture = prefectureByCode(city.prefectureCode);
  const hours = demoOpeningHours(type, random);
  const aroundTheClock = isAroundTheClock(hours);
  const afterHoursChance = type === 'pharmacy' ? 0.25 : type === 'hospital' ? 0.5 : 0.1;
  const id = `demo:${serial}`;
  return {
    id,
    type,
    name,
    kana,
    address: `${prefecture?.name ?? ''}${city.municipality}${town[0]}${random.int(1, 5)}丁目${random.int(1, 30)}-${random.int(1, 20)}`,
    prefecture: prefecture?.name ?? null,
    prefectureCode: city.prefectureCode,
    municipality: city.municipality,
    lat: round6(point.lat),
    lng: round6(point.lng),
    phone: unassignablePhoneNumber(city.areaCode, random),
    website: random.chance(0.3) ? `https://example.com/harmo-demo/${serial}` : null,
    openingHours: hours,
    afterHours: aroundTheClock || random.chance(afterHoursChance),
    attributes: { demo: true },
    source: DEMO_SOURCE,
    sourceDate: null,
    withdrawnAt: null,
  };
}

/** Most facilities sit in a dense core, the rest spread over the wider city. */
function scatterAround(city: DemoCity, random: SeededRandom): { lat: number; lng: number } {
  const spreadKm = 0.7 + 1.2 * Math.sqrt(city.populationThousands / 100);
  const sigmaKm = random.chance(0.6) ? spreadKm * 0.4 : spreadKm;
  const clamp = (value: number) => Math.max(-2.5, Math.min(2.5, value));
  const northKm = clamp(random.normal()) * sigmaKm;
  const eastKm = clamp(random.normal()) * sigmaKm;
  const kmPerDegreeLng = KM_PER_DEGREE_LAT * Math.cos((city.lat * Math.PI) / 180);
  return { lat: city.lat + northKm / KM_PER_DEGREE_LAT, lng: city.lng + eastKm / kmPerDegreeLng };
}

/**
 * A correctly shaped ten-digit number whose local exchange starts with 0, which Japan never
 * assigns: a demo tel: link can never ring a real person.
 */
function unassignablePhoneNumber(areaCode: string, random: SeededRandom): string {
  const exchangeDigits = 10 - areaCode.length - 4;
  const exchange =
    '0' + String(random.int(0, 10 ** (exchangeDigits - 1) - 1)).padStart(exchangeDigits - 1, '0');
  const line = String(random.int(0, 9999)).padStart(4, '0');
  return `${areaCode}-${exchange}-${line}`;
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

function weightedPicker<T>(items: readonly T[], weight: (item: T) => number): (roll: number) => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) {
    total += weight(item);
    cumulative.push(total);
  }
  return (roll) => {
    const target = roll * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((cumulative[mid] ?? 0) <= target) low = mid + 1;
      else high = mid;
    }
    return items[low] as T;
  };
}
