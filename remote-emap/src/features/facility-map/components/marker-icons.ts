import { divIcon, type DivIcon } from 'leaflet';
import type { FacilityType } from '../../facilities';
import { clusterLabel, clusterSize } from '../utils/map-view';

/*
 * Markers are plain elements styled by CSS (L.divIcon): Leaflet's default marker images do not
 * survive bundling, and a styled element also follows the theme.
 */

const POINT_SIZE = 22;
const CLUSTER_SIZES = { small: 32, medium: 40, large: 48 } as const;

const pointIcons = new Map<string, DivIcon>();
const clusterIcons = new Map<string, DivIcon>();

export function pointIcon(type: FacilityType, selected: boolean): DivIcon {
  const key = `${type}:${selected}`;
  let icon = pointIcons.get(key);
  if (!icon) {
    icon = divIcon({
      className: `emap-marker emap-marker--${type}${selected ? ' emap-marker--selected' : ''}`,
      html: '',
      iconSize: [POINT_SIZE, POINT_SIZE],
      iconAnchor: [POINT_SIZE / 2, POINT_SIZE / 2],
    });
    pointIcons.set(key, icon);
  }
  return icon;
}

export function clusterIcon(count: number): DivIcon {
  const label = clusterLabel(count);
  const size = clusterSize(count);
  const key = `${size}:${label}`;
  let icon = clusterIcons.get(key);
  if (!icon) {
    const pixels = CLUSTER_SIZES[size];
    icon = divIcon({
      className: `emap-cluster emap-cluster--${size}`,
      html: `<span>${label}</span>`,
      iconSize: [pixels, pixels],
      iconAnchor: [pixels / 2, pixels / 2],
    });
    clusterIcons.set(key, icon);
  }
  return icon;
}
