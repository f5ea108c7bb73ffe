import Supercluster from 'supercluster';
import type { PointFeature } from 'supercluster';
import type { IndexedFacility } from './indexed-facility';

/** Cluster radius in screen pixels of 256-pixel map tiles (Leaflet's). */
export const CLUSTER_RADIUS_PX = 80;
/** Above this zoom every facility is its own marker. */
export const CLUSTER_MAX_ZOOM = 16;

export interface PointProperties {
  /** Position of the facility in the read index. */
  position: number;
}

export type FacilityClusterIndex = Supercluster<PointProperties>;

/**
 * Supercluster indexes (clusters precomputed for every zoom) per type combination. The one of all
 * facilities is built with the read index; one for a type set (e.g. pharmacies only, the
 * prescription flow's map) on first use, since each keeps its points at every zoom level and
 * most type sets are never asked for.
 */
export class ClusterIndexes {
  private readonly byMask = new Map<number, FacilityClusterIndex>();

  constructor(
    private readonly facilities: readonly IndexedFacility[],
    private readonly typeBits: Uint8Array,
    eagerMasks: readonly number[] = [0b111],
  ) {
    for (const mask of eagerMasks) this.forTypes(mask);
  }

  forTypes(typeMask: number): FacilityClusterIndex {
    const existing = this.byMask.get(typeMask);
    if (existing) return existing;
    const index = new Supercluster<PointProperties>({
      radius: CLUSTER_RADIUS_PX,
      extent: 256,
      maxZoom: CLUSTER_MAX_ZOOM,
      minPoints: 2,
    });
    const features: PointFeature<PointProperties>[] = [];
    this.facilities.forEach((facility, position) => {
      if (((this.typeBits[position] ?? 0) & typeMask) === 0) return;
      features.push({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [facility.lng, facility.lat] },
        properties: { position },
      });
    });
    index.load(features);
    this.byMask.set(typeMask, index);
    return index;
  }
}
