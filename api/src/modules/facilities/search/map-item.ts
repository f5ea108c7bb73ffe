/** A cluster or point before the limit is applied; `position` set for points. */
export interface MapItem {
  id: string;
  lat: number;
  lng: number;
  count: number;
  position: number | null;
  expansionZoom: () => number;
}
