export const CONFIG_ELEMENT_ID: string;
export const LANGUAGE_COOKIE: string;

export function languageOf(cookieHeader: string | undefined): 'ja' | 'en';

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
): { entry: string; chunks: string[] } | null;

export function createPageRenderer(options: {
  distDir: string;
  config: { remotes: Record<string, string>; [key: string]: unknown };
  manifests?: ManifestCache;
}): { render(pathname: string, language?: string): Promise<string> };
