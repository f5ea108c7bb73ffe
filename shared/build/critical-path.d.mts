export const CONFIG_ELEMENT_ID: string;
export const LANGUAGE_COOKIE: string;

export function languageOf(cookieHeader: string | undefined): 'ja' | 'en';
export function themeOf(cookieHeader: string | undefined): 'light' | 'dark' | null;

export interface ManifestCache {
  get(url: string): Promise<Record<string, unknown> | null>;
}

export function createManifestCache(options?: {
  fetchImpl?: typeof fetch;
  now?: () => number;
}): ManifestCache;

export function remoteFiles(
  manifest: unknown,
  manifestUrl: string,
): { entry: string; chunks: string[]; resolve(file: string): string } | null;

/** A build's route tree with each route's script files and shared libraries (`route-chunks.json`). */
export interface RouteChunks {
  routes?: RouteChunksNode[];
}
export interface RouteChunksNode {
  path?: string;
  index?: boolean;
  files?: string[];
  /** The share keys of the shared libraries those files ask for. */
  consumes?: string[];
  children?: RouteChunksNode[];
}

export function routeFilesOf(routeChunks: RouteChunks | null, pathname: string): string[];
export function routeConsumesOf(routeChunks: RouteChunks | null, pathname: string): string[];

export function createPageRenderer(options: {
  distDir: string;
  config: { remotes: Record<string, string>; [key: string]: unknown };
  manifests?: ManifestCache;
}): {
  render(pathname: string, language?: string, theme?: 'light' | 'dark' | null): Promise<string>;
  ownerFiles(pathname: string, language: string): Promise<PreloadedFile[]>;
  /** The other origins a page at `pathname` fetches from once its code runs. */
  connectionsOf(pathname: string): string[];
};

/** A file a page preloads, with the preload's destination. */
export interface PreloadedFile {
  href: string;
  as: 'script' | 'style' | 'fetch';
}
