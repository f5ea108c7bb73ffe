import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import type * as BuildApps from '@harmo/build/apps';
import { startAppServer } from '@harmo/build/serve';
import { stackEnv } from './stack';

const require = createRequire(import.meta.url);

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export type { AppEntry } from '@harmo/build/apps';

const apps = require('@harmo/build/apps') as typeof BuildApps;
export const APPS = apps.APPS;
export const REMOTES = apps.REMOTES;

export type ServerHandle = Awaited<ReturnType<typeof startAppServer>>;

export function distOf(dir: string): string {
  return path.join(REPO_ROOT, dir, 'dist');
}

/** Serves one built app; port 0 picks a free one. */
export function serveApp(
  dir: string,
  options: { port?: number; env?: NodeJS.ProcessEnv; distDir?: string } = {},
): Promise<ServerHandle> {
  return startAppServer({
    distDir: options.distDir ?? distOf(dir),
    port: options.port ?? 0,
    host: 'localhost',
    env: { ...process.env, ...stackEnv(), ...options.env },
  });
}

export function remoteUrlEnv(key: string, manifestUrl: string): NodeJS.ProcessEnv {
  return { [`HARMO_REMOTE_${key.toUpperCase()}_URL`]: manifestUrl };
}
