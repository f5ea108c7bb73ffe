import type { MapCluster, MapPoint, MapResponse } from '@harmo/contracts/facilities';
import { CLUSTER_MAX_ZOOM } from './cluster-indexes';
import type { FacilityFilter } from './facility-filter';
import { filtersBeyondType } from './facility-filter';
import type { Bounds } from './geo';
import { splitAtAntimeridian, worldX, worldY } from './geo';
import { gridClusters } from './grid-clusters';
import type { MapItem } from './map-item';
import type { FacilityReadIndex } from './read-index';

/** At most this many clusters and points in one answer, whatever the viewport. */
export const MAP_ITEM_LIMIT = 400;
/**
 * A viewport wider or taller than this (in screen pixels at the requested zoom) is answered at a
 * lower zoom, so a huge box at street zoom cannot make the server walk every facility in Japan.
 */
export const MAX_VIEWPORT_PX = 4096;

export function mapQuery(
  index: FacilityReadIndex,
  bounds: Bounds,
  zoom: number,
  filter: FacilityFilter,
): MapResponse {
  const effectiveZoom = Math.min(zoom, largestZoomFor(bounds));
  // Precomputed clusters exist for all facilities and, once asked for, for a type set; any other
  // filter clusters the facilities in view per request.
  const items = filtersBeyondType(filter)
    ? gridClusters(index, bounds, effectiveZoom, filter)
    : precomputedClusters(index, bounds, effectiveZoom, filter.typeMask);
  return limitItems(index, items, bounds, effectiveZoom);
}

function precomputedClusters(
  index: FacilityReadIndex,
  bounds: Bounds,
  zoom: number,
  typeMask: number,
): MapItem[] {
  const clusters = index.clusters.forTypes(typeMask);
  const features = clusters.getClusters(
    [bounds.west, bounds.south, bounds.east, bounds.north],
    zoom,
  );
  return features.map((feature) => {
    const [lng = 0, lat = 0] = feature.geometry.coordinates;
    const properties = feature.properties;
    if ('cluster' in properties && properties.cluster) {
      const clusterId = properties.cluster_id;
      return {
        id: `c${typeMask}-${clusterId}`,
        lat,
        lng,
        count: properties.point_count,
        position: null,
        expansionZoom: () => clusters.getClusterExpansionZoom(clusterId),
      };
    }
    const position = (properties as { position: number }).position;
    return { id: '', lat, lng, count: 1, position, expansionZoom: () => CLUSTER_MAX_ZOOM + 1 };
  });
}

/** Biggest clusters first, then the points nearest the centre of the view. */
function limitItems(
  index: FacilityReadIndex,
  items: MapItem[],
  bounds: Bounds,
  zoom: number,
): MapResponse {
  const total = items.reduce((sum, item) => sum + item.count, 0);
  let kept = items;
  if (items.length > MAP_ITEM_LIMIT) {
    const centreLat = (bounds.south + bounds.north) / 2;
    const centreLng = bounds.west <= bounds.east ? (bounds.west + bounds.east) / 2 : bounds.west;
    const away = (item: MapItem) => (item.lat - centreLat) ** 2 + (item.lng - centreLng) ** 2;
    kept = [...items]
      .sort((a, b) => b.count - a.count || away(a) - away(b))
      .slice(0, MAP_ITEM_LIMIT);
  }
  const clusters: MapCluster[] = [];
  const points: MapPoint[] = [];
  for (const item of kept) {
    if (item.position === null) {
      clusters.push({
        id: item.id,
        lat: item.lat,
        lng: item.lng,
        count: item.count,
        expansionZoom: item.expansionZoom(),
      });
      continue;
    }
    const facility = index.facilities[item.position];
    if (facility) {
      points.push({
        id: facility.id,
        name: facility.name,
        type: facility.type,
        lat: facility.lat,
        lng: facility.lng,
      });
    }
  }
  return { clusters, points, total, capped: kept.length < items.length, zoom };
}

function largestZoomFor(bounds: Bounds): number {
  const width = splitAtAntimeridian(bounds).reduce(
    (sum, part) => sum + worldX(part.east) - worldX(part.west),
    0,
  );
  const height = worldY(bounds.south) - worldY(bounds.north);
  const extent = Math.max(width, height, 1e-12);
  return Math.max(0, Math.floor(Math.log2(MAX_VIEWPORT_PX / (extent * 256))));
}
