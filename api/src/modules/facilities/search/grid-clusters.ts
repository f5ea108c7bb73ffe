import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS_PX } from './cluster-indexes';
import type { FacilityFilter } from './facility-filter';
import type { Bounds } from './geo';
import { splitAtAntimeridian, worldX, worldY } from './geo';
import type { MapItem } from './map-item';
import type { FacilityReadIndex } from './read-index';

/**
 * Up to this zoom, a view can hold most of Japan, so the cells of all matching facilities are
 * computed once per filter and zoom (for open now: once a minute) and each request only picks
 * the cells in view. Above it, views hold few enough facilities to bin per request.
 */
const WORLD_CELLS_MAX_ZOOM = 12;
const CACHED_CELL_SETS = 64;

/** Cells as parallel arrays; a cell may be empty (count 0) when the filter left nothing in it. */
interface CellSet {
  column: Int32Array;
  row: Int32Array;
  count: Uint32Array;
  /** The facility of a cell of one. */
  first: Uint32Array;
  sumLat: Float64Array;
  sumLng: Float64Array;
  /** Largest extent of the cell's facilities in world units (for the expansion zoom). */
  spread: Float64Array;
}

/** Per zoom level: the cell of every facility (filter-independent, so computed once). */
interface LevelCells {
  cellOf: Uint32Array;
  column: Int32Array;
  row: Int32Array;
}

const levelCellsCache = new WeakMap<FacilityReadIndex, Map<number, LevelCells>>();
const cellSetCache = new WeakMap<FacilityReadIndex, Map<string, CellSet>>();

/**
 * Clusters made per request, for filters the precomputed clusters cannot apply (open now, open
 * on a day, after-hours): matching facilities are binned into square cells of the cluster
 * radius, anchored to the world (not the view) so that clusters stay put while the map pans.
 * A cell with one facility is a point; above CLUSTER_MAX_ZOOM every facility is a point, as
 * with the precomputed clusters.
 */
export function gridClusters(
  index: FacilityReadIndex,
  bounds: Bounds,
  zoom: number,
  filter: FacilityFilter,
): MapItem[] {
  const level = Math.floor(zoom);
  const mask = index.filterMask(filter);
  const items: MapItem[] = [];
  for (const part of splitAtAntimeridian(bounds)) {
    if (level > CLUSTER_MAX_ZOOM) {
      for (const position of index.points.range(part.west, part.south, part.east, part.north)) {
        if (mask[position] === 1) items.push(pointItem(index, position));
      }
      continue;
    }
    const cells =
      level <= WORLD_CELLS_MAX_ZOOM
        ? cachedWorldCells(index, index.filterKey(filter), mask, level)
        : binCells(
            index,
            index.points.range(part.west, part.south, part.east, part.north),
            mask,
            level,
          );
    pickCellsInView(index, cells, part, level, items);
  }
  return items;
}

function cachedWorldCells(
  index: FacilityReadIndex,
  filterKey: string,
  mask: Uint8Array,
  level: number,
): CellSet {
  const cache = cellSetCache.get(index) ?? new Map<string, CellSet>();
  cellSetCache.set(index, cache);
  const key = `${filterKey}@${level}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const cells = aggregateWorldCells(index, levelCells(index, level), mask);
  if (cache.size >= CACHED_CELL_SETS) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(key, cells);
  return cells;
}

function levelCells(index: FacilityReadIndex, level: number): LevelCells {
  const cache = levelCellsCache.get(index) ?? new Map<number, LevelCells>();
  levelCellsCache.set(index, cache);
  const cached = cache.get(level);
  if (cached) return cached;
  const cellSize = CLUSTER_RADIUS_PX / (256 * 2 ** level);
  const perRow = Math.ceil(1 / cellSize) + 1;
  const slotOf = new Map<number, number>();
  const cellOf = new Uint32Array(index.size);
  const column: number[] = [];
  const row: number[] = [];
  for (let position = 0; position < index.size; position += 1) {
    const cellColumn = Math.floor((index.worldX[position] ?? 0) / cellSize);
    const cellRow = Math.floor((index.worldY[position] ?? 0) / cellSize);
    const key = cellRow * perRow + cellColumn;
    let slot = slotOf.get(key);
    if (slot === undefined) {
      slot = column.length;
      slotOf.set(key, slot);
      column.push(cellColumn);
      row.push(cellRow);
    }
    cellOf[position] = slot;
  }
  const cells = { cellOf, column: Int32Array.from(column), row: Int32Array.from(row) };
  cache.set(level, cells);
  return cells;
}

/** One pass of typed-array arithmetic over all facilities: a few milliseconds for 180,000. */
function aggregateWorldCells(
  index: FacilityReadIndex,
  level: LevelCells,
  mask: Uint8Array,
): CellSet {
  const cells = level.column.length;
  const count = new Uint32Array(cells);
  const first = new Uint32Array(cells);
  const sumLat = new Float64Array(cells);
  const sumLng = new Float64Array(cells);
  const minX = new Float64Array(cells).fill(Infinity);
  const maxX = new Float64Array(cells).fill(-Infinity);
  const minY = new Float64Array(cells).fill(Infinity);
  const maxY = new Float64Array(cells).fill(-Infinity);
  const { worldX: xs, worldY: ys, lat, lng } = index;
  for (let position = 0; position < index.size; position += 1) {
    if (mask[position] !== 1) continue;
    const cell = level.cellOf[position] ?? 0;
    const x = xs[position] ?? 0;
    const y = ys[position] ?? 0;
    if (count[cell] === 0) first[cell] = position;
    count[cell] = (count[cell] ?? 0) + 1;
    sumLat[cell] = (sumLat[cell] ?? 0) + (lat[position] ?? 0);
    sumLng[cell] = (sumLng[cell] ?? 0) + (lng[position] ?? 0);
    if (x < (minX[cell] ?? 0)) minX[cell] = x;
    if (x > (maxX[cell] ?? 0)) maxX[cell] = x;
    if (y < (minY[cell] ?? 0)) minY[cell] = y;
    if (y > (maxY[cell] ?? 0)) maxY[cell] = y;
  }
  return {
    column: level.column,
    row: level.row,
    count,
    first,
    sumLat,
    sumLng,
    spread: Float64Array.from(count, (_, cell) =>
      Math.max((maxX[cell] ?? 0) - (minX[cell] ?? 0), (maxY[cell] ?? 0) - (minY[cell] ?? 0)),
    ),
  };
}

function binCells(
  index: FacilityReadIndex,
  positions: ArrayLike<number>,
  mask: Uint8Array,
  level: number,
): CellSet {
  const cellSize = CLUSTER_RADIUS_PX / (256 * 2 ** level);
  const perRow = Math.ceil(1 / cellSize) + 1;
  const slotOf = new Map<number, number>();
  const column: number[] = [];
  const row: number[] = [];
  const count: number[] = [];
  const first: number[] = [];
  const sumLat: number[] = [];
  const sumLng: number[] = [];
  const minX: number[] = [];
  const maxX: number[] = [];
  const minY: number[] = [];
  const maxY: number[] = [];
  const { worldX: xs, worldY: ys, lat, lng } = index;
  for (let i = 0; i < positions.length; i += 1) {
    const position = positions[i] ?? 0;
    if (mask[position] !== 1) continue;
    const x = xs[position] ?? 0;
    const y = ys[position] ?? 0;
    const cellColumn = Math.floor(x / cellSize);
    const cellRow = Math.floor(y / cellSize);
    const key = cellRow * perRow + cellColumn;
    let slot = slotOf.get(key);
    if (slot === undefined) {
      slot = count.length;
      slotOf.set(key, slot);
      column.push(cellColumn);
      row.push(cellRow);
      count.push(0);
      first.push(position);
      sumLat.push(0);
      sumLng.push(0);
      minX.push(x);
      maxX.push(x);
      minY.push(y);
      maxY.push(y);
    }
    count[slot] = (count[slot] ?? 0) + 1;
    sumLat[slot] = (sumLat[slot] ?? 0) + (lat[position] ?? 0);
    sumLng[slot] = (sumLng[slot] ?? 0) + (lng[position] ?? 0);
    if (x < (minX[slot] ?? 0)) minX[slot] = x;
    if (x > (maxX[slot] ?? 0)) maxX[slot] = x;
    if (y < (minY[slot] ?? 0)) minY[slot] = y;
    if (y > (maxY[slot] ?? 0)) maxY[slot] = y;
  }
  return {
    column: Int32Array.from(column),
    row: Int32Array.from(row),
    count: Uint32Array.from(count),
    first: Uint32Array.from(first),
    sumLat: Float64Array.from(sumLat),
    sumLng: Float64Array.from(sumLng),
    spread: Float64Array.from(count, (_, slot) =>
      Math.max((maxX[slot] ?? 0) - (minX[slot] ?? 0), (maxY[slot] ?? 0) - (minY[slot] ?? 0)),
    ),
  };
}

function pickCellsInView(
  index: FacilityReadIndex,
  cells: CellSet,
  view: Bounds,
  level: number,
  items: MapItem[],
): void {
  const cellSize = CLUSTER_RADIUS_PX / (256 * 2 ** level);
  const [west, east] = [
    Math.floor(worldX(view.west) / cellSize),
    Math.floor(worldX(view.east) / cellSize),
  ];
  const [north, south] = [
    Math.floor(worldY(view.north) / cellSize),
    Math.floor(worldY(view.south) / cellSize),
  ];
  for (let slot = 0; slot < cells.count.length; slot += 1) {
    const column = cells.column[slot] ?? 0;
    const row = cells.row[slot] ?? 0;
    if (column < west || column > east || row < north || row > south) continue;
    const n = cells.count[slot] ?? 0;
    if (n === 0) continue;
    if (n === 1) {
      items.push(pointItem(index, cells.first[slot] ?? 0));
      continue;
    }
    const spread = cells.spread[slot] ?? 0;
    items.push({
      id: `g${level}-${column}-${row}`,
      lat: (cells.sumLat[slot] ?? 0) / n,
      lng: (cells.sumLng[slot] ?? 0) / n,
      count: n,
      position: null,
      expansionZoom: () => splitZoom(spread, level),
    });
  }
}

/** The zoom at which a cell's spread exceeds the cluster radius, so that it falls apart. */
function splitZoom(spread: number, level: number): number {
  if (spread === 0) return CLUSTER_MAX_ZOOM + 1;
  const apart = Math.ceil(Math.log2(CLUSTER_RADIUS_PX / (spread * 256)));
  return Math.min(CLUSTER_MAX_ZOOM + 1, Math.max(level + 1, apart));
}

function pointItem(index: FacilityReadIndex, position: number): MapItem {
  return {
    id: '',
    lat: index.lat[position] ?? 0,
    lng: index.lng[position] ?? 0,
    count: 1,
    position,
    expansionZoom: () => CLUSTER_MAX_ZOOM + 1,
  };
}
