/**
 * Compresses a built app once, at build time, at the highest levels: each text file gets a
 * `.br` and a `.gz` beside it, which the app server sends as they are instead of compressing
 * every response again at a fast, weaker level.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the browser downloads. Source maps are left out: only error reporting reads them. */
export const PRECOMPRESSED_FILE = /\.(js|mjs|css|json|svg|wasm|txt)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;
/**
 * Brotli's highest quality takes seconds on a large file (the scanner's 1 MB WebAssembly: 7 s for
 * 12 % less than quality 9 in half a second); above this size the build uses quality 9.
 */
const MAX_QUALITY_BYTES = 512 * 1024;

export const ENCODINGS = /** @type {const} */ ([
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
]);

async function* filesUnder(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (entry.isFile()) yield file;
  }
}

/**
 * Writes the compressed copies of every eligible file under `distDir`.
 * A copy that would not be smaller than the file is not written.
 * @returns {Promise<{ files: number, bytes: number, brotliBytes: number }>}
 */
export async function precompressDir(distDir) {
  const summary = { files: 0, bytes: 0, brotliBytes: 0 };
  for await (const file of filesUnder(distDir)) {
    if (!PRECOMPRESSED_FILE.test(file)) continue;
    const content = await fs.readFile(file);
    if (content.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]:
            content.length > MAX_QUALITY_BYTES ? 9 : zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    if (br.length < content.length) await fs.writeFile(`${file}.br`, br);
    if (gz.length < content.length) await fs.writeFile(`${file}.gz`, gz);
    summary.files += 1;
    summary.bytes += content.length;
    summary.brotliBytes += Math.min(br.length, content.length);
  }
  return summary;
}
