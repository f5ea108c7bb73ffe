export interface MapView {
  lat: number;
  lng: number;
  zoom: number;
}

export interface FirstViewTile {
  src: string;
  /** Offsets from the centre of the map's box, in pixels. */
  left: number;
  top: number;
  /** The tile under the centre, asked for first. */
  centre: boolean;
}

export function projectedCentre(view: MapView): { x: number; y: number };
export function firstViewTiles(
  view: MapView | undefined,
  template: string | undefined,
): FirstViewTile[];
