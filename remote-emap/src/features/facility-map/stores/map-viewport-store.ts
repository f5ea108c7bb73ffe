import { create } from 'zustand';

export interface MapViewport {
  lat: number;
  lng: number;
  zoom: number;
}

/** Around Tokyo Station: where most people of the first releases look. */
export const DEFAULT_VIEWPORT: MapViewport = { lat: 35.6812, lng: 139.7671, zoom: 14 };

interface MapViewportStore {
  /** The last view of any facility map on this page, so coming back shows the same place. */
  viewport: MapViewport;
  remember: (viewport: MapViewport) => void;
}

export const useMapViewportStore = create<MapViewportStore>()((set) => ({
  viewport: DEFAULT_VIEWPORT,
  remember: (viewport) => set({ viewport }),
}));
