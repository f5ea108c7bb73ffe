export const PRECOMPRESSED_FILE: RegExp;
export const ENCODINGS: readonly [
  { readonly name: 'br'; readonly extension: '.br' },
  { readonly name: 'gzip'; readonly extension: '.gz' },
];
export function precompressDir(
  distDir: string,
): Promise<{ files: number; bytes: number; brotliBytes: number }>;
