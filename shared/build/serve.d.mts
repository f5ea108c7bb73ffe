import type { Express } from 'express';

/** Where the host's server tells the files a navigation within the app needs. */
export const ROUTE_FILES_PATH: string;

export function createAppServer(options: {
  distDir: string;
  env?: Record<string, string | undefined>;
  fetchImpl?: typeof fetch;
}): Express;

export function startAppServer(options: {
  distDir: string;
  port: number;
  host?: string;
  env?: Record<string, string | undefined>;
  fetchImpl?: typeof fetch;
}): Promise<{ url: string; port: number; close: () => Promise<void> }>;
