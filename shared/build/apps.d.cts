export interface AppEntry {
  key: string;
  dir: string;
  federationName: string;
  namespace: string;
  port: number;
}
export const APPS: AppEntry[];
export const REMOTES: AppEntry[];
export const API_PORT: number;
export function appByDir(dir: string): AppEntry;
