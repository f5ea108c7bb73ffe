export interface AppEntry {
  key: string;
  dir: string;
  federationName: string;
  namespace: string;
  port: number;
  /** Its pages draw map tiles from the configured tile server (`map.tileUrl`). */
  drawsMapTiles?: boolean;
  /**
   * Every page of it is one narrow centred column (remote-auth's `AuthPage`): the frame painted
   * from the HTML paints a page's heading and lead there.
   */
  pagesInColumn?: boolean;
}
export const APPS: AppEntry[];
export const REMOTES: AppEntry[];
export const API_PORT: number;
export function appByDir(dir: string): AppEntry;
export const REMOTE_DESCRIPTIONS: { name: string; federationName: string; namespace: string }[];
export const LANGUAGES: string[];
