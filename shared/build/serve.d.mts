import type { Express } from 'express';

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
