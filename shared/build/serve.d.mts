import type { Express } from 'express';

export function createAppServer(options: {
  distDir: string;
  env?: Record<string, string | undefined>;
}): Express;

export function startAppServer(options: {
  distDir: string;
  port: number;
  host?: string;
  env?: Record<string, string | undefined>;
}): Promise<{ url: string; port: number; close: () => Promise<void> }>;
