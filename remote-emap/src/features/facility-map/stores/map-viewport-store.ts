import { create } from 'zustand';
import { getRuntimeConfig } from '@harmo/shared';

export interface MapViewport {
  lat: number;
  lng: number;
  zoom: number;
}

interface MapViewportStore {
  /**
   * The last view of any facility map on this page, so coming back shows the same place; null
   * until a map has been shown.
   */
  viewport: MapViewport | null;
  remember: (viewport: MapViewport) => void;
}

export const useMapViewportStore = create<MapViewportStore>()((set) => ({
  viewport: null,
  remember: (viewport) => set({ viewport }),
}));

/**
 * The view a map opens on: the last one of this page, else the deployment's first view (the
 * configuration's `map.firstView`, whose tiles the page's HTML already shows).
 */
export function openingViewport(): MapViewport {
  return useMapViewportStore.getState().viewport ?? getRuntimeConfig().map.firstView;
}
