export interface AppEntry {
  key: string;
  dir: string;
  federationName: string;
  namespace: string;
  port: number;
  /** Its pages draw map tiles from the configured tile server (`map.tileUrl`). */
  drawsMapTiles?: boolean;
}
export const APPS: AppEntry[];
export const REMOTES: AppEntry[];
export const API_PORT: number;
export function appByDir(dir: string): AppEntry;
export const REMOTE_DESCRIPTIONS: { name: string; federationName: string; namespace: string }[];
export const LANGUAGES: string[];
