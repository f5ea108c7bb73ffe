import KDBush from 'kdbush';
import type { ScheduleMoment } from '../opening-hours/japan-time';
import type { IndexRow } from '../store/read-facilities';
import { splitSearchText } from '../text/fold-japanese';
import { ClusterIndexes } from './cluster-indexes';
import type { FacilityFilter } from './facility-filter';
import { typeBit } from './facility-filter';
import { browseOrder } from './facility-orders';
import { worldX, worldY } from './geo';
import type { IndexedFacility } from './indexed-facility';
import { ScheduleTable } from './schedule-table';
import { TextHaystack } from './text-haystack';
import { yieldToEventLoop } from '../yield-to-event-loop';

const CACHED_FILTER_MASKS = 32;

interface IndexParts {
  facilities: readonly IndexedFacility[];
  typeBits: Uint8Array;
  afterHours: Uint8Array;
  prefectureNumber: Uint8Array;
  lat: Float64Array;
  lng: Float64Array;
  worldX: Float64Array;
  worldY: Float64Array;
  schedules: ScheduleTable;
  points: KDBush;
  clusters: ClusterIndexes;
  text: TextHaystack;
  nameLength: Uint16Array;
  prefectureMembers: Map<number, number[]>;
}

/**
 * The in-memory read side of facility search, built from the database at one data version:
 * a k-d tree of all points (bounds, nearest), precomputed clusters (map), packed weekly hours
 * (open-now filters), folded search text and browse orders. Facilities are addressed by their
 * position in `facilities`; per-facility facts the hot loops read are kept in typed arrays.
 * The index never changes after it is built: a new data version builds a new index.
 */
export class FacilityReadIndex {
  readonly facilities: readonly IndexedFacility[];
  readonly points: KDBush;
  readonly clusters: ClusterIndexes;
  readonly schedules: ScheduleTable;
  readonly text: TextHaystack;
  /** Web Mercator position of each facility, for clustering per request. */
  readonly worldX: Float64Array;
  readonly worldY: Float64Array;
  readonly lat: Float64Array;
  readonly lng: Float64Array;
  /** Prefecture code as a number (1–47), 0 when unknown. */
  readonly prefectureNumber: Uint8Array;
  /** Length of each folded name: shorter names rank first among equal text matches. */
  readonly nameLength: Uint16Array;
  private readonly typeBits: Uint8Array;
  private readonly afterHours: Uint8Array;
  private readonly prefectureMembers: Map<number, number[]>;
  private readonly browseOrders = new Map<number, Uint32Array>();
  private readonly filterMasks = new Map<string, Uint8Array>();

  private constructor(
    readonly version: number,
    parts: IndexParts,
  ) {
    this.facilities = parts.facilities;
    this.typeBits = parts.typeBits;
    this.afterHours = parts.afterHours;
    this.prefectureNumber = parts.prefectureNumber;
    this.lat = parts.lat;
    this.lng = parts.lng;
    this.worldX = parts.worldX;
    this.worldY = parts.worldY;
    this.schedules = parts.schedules;
    this.points = parts.points;
    this.clusters = parts.clusters;
    this.text = parts.text;
    this.nameLength = parts.nameLength;
    this.prefectureMembers = parts.prefectureMembers;
  }

  /**
   * Builds the index in steps, returning to the event loop between them, so that requests to the
   * rest of the api keep being served while a new data version is indexed.
   */
  static async build(version: number, rows: readonly IndexRow[]): Promise<FacilityReadIndex> {
    const facilities: IndexedFacility[] = rows.map((row) => ({
      id: row.id,
      type: row.type,
      name: row.name,
      kana: row.kana,
      address: row.address,
      lat: row.lat,
      lng: row.lng,
      prefectureCode: row.prefectureCode,
      prefecture: row.prefecture,
      municipality: row.municipality,
      afterHours: row.afterHours,
    }));
    const typeBits = Uint8Array.from(rows, (row) => typeBit(row.type));
    const prefectureNumber = Uint8Array.from(rows, (row) => Number(row.prefectureCode ?? 0) || 0);
    const located = {
      lat: Float64Array.from(rows, (row) => row.lat),
      lng: Float64Array.from(rows, (row) => row.lng),
      worldX: Float64Array.from(rows, (row) => worldX(row.lng)),
      worldY: Float64Array.from(rows, (row) => worldY(row.lat)),
    };
    await yieldToEventLoop();

    const schedules = ScheduleTable.build(rows.map((row) => row.weeklySchedule));
    const points = new KDBush(rows.length);
    for (const row of rows) points.add(row.lng, row.lat);
    points.finish();
    await yieldToEventLoop();

    const clusters = new ClusterIndexes(facilities, typeBits);
    await yieldToEventLoop();

    const folded = rows.map((row) => splitSearchText(row.searchText));
    const text = new TextHaystack(folded);
    const nameLength = Uint16Array.from(folded, (parts) => Math.min(parts.name.length, 65_535));
    const prefectureMembers = new Map<number, number[]>();
    prefectureNumber.forEach((number, position) => {
      if (number === 0) return;
      const members = prefectureMembers.get(number) ?? [];
      members.push(position);
      prefectureMembers.set(number, members);
    });
    await yieldToEventLoop();

    return new FacilityReadIndex(version, {
      facilities,
      typeBits,
      afterHours: Uint8Array.from(rows, (row) => (row.afterHours ? 1 : 0)),
      prefectureNumber,
      ...located,
      schedules,
      points,
      clusters,
      text,
      nameLength,
      prefectureMembers,
    });
  }

  get size(): number {
    return this.facilities.length;
  }

  /**
   * A prefecture's facilities in browsing order: municipality, then reading (kana, or the name
   * when the source has no kana), then id.
   */
  positionsInPrefecture(prefectureCode: string): Uint32Array {
    const number = Number(prefectureCode);
    const cached = this.browseOrders.get(number);
    if (cached) return cached;
    // Sorted on first use: a whole-country sort would slow every index build for a page that
    // few prefectures ever get.
    const order = browseOrder(this.prefectureMembers.get(number) ?? [], (position) => ({
      id: this.facilities[position]?.id ?? '',
      municipality: this.facilities[position]?.municipality ?? null,
      reading: this.text.field(position, 'kana') || this.text.field(position, 'name'),
    }));
    this.browseOrders.set(number, order);
    return order;
  }

  /**
   * 1 for each facility the filter keeps. Built with typed-array loops (a fraction of a
   * millisecond for 180,000 facilities) and reused while the same filter is asked again.
   */
  filterMask(filter: FacilityFilter): Uint8Array {
    const moment = filter.openAt;
    const key = this.filterKey(filter);
    const cached = this.filterMasks.get(key);
    if (cached) return cached;

    const { typeBits, afterHours } = this;
    const open = moment ? this.schedules.openMask(moment) : null;
    const opensOn = filter.opensOn ? this.schedules.opensOnMask(filter.opensOn) : null;
    const mask = new Uint8Array(this.size);
    for (let position = 0; position < this.size; position += 1) {
      mask[position] =
        ((typeBits[position] ?? 0) & filter.typeMask) !== 0 &&
        (open === null || open[position] === 1) &&
        (opensOn === null || opensOn[position] === 1) &&
        (!filter.afterHoursOnly || afterHours[position] === 1)
          ? 1
          : 0;
    }
    if (this.filterMasks.size >= CACHED_FILTER_MASKS) {
      const oldest = this.filterMasks.keys().next().value;
      if (oldest !== undefined) this.filterMasks.delete(oldest);
    }
    this.filterMasks.set(key, mask);
    return mask;
  }

  /** Equal for filters that keep the same facilities. */
  filterKey(filter: FacilityFilter): string {
    const moment = filter.openAt;
    return [
      filter.typeMask,
      moment ? `${moment.day}|${moment.previousDay ?? ''}|${moment.minute}` : '',
      filter.opensOn ?? '',
      filter.afterHoursOnly ? 1 : 0,
    ].join('/');
  }

  /** A predicate over positions for one request. */
  matcher(filter: FacilityFilter): (position: number) => boolean {
    const mask = this.filterMask(filter);
    return (position) => mask[position] === 1;
  }

  openState(position: number, moment: ScheduleMoment): boolean | null {
    return this.schedules.openState(position, moment);
  }
}
