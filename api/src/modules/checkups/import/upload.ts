import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { HttpError } from '../../../http/errors';

/**
 * Copies the body to the file, refusing it once it passes `maxBytes`. The rest of a refused body
 * is read and dropped, not cut off: cutting the request would cut the answer saying why.
 */
function copyCapped(body: Readable, filePath: string, maxBytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const out = createWriteStream(filePath, { mode: 0o600 });
    let size = 0;
    let refused = false;
    out.on('error', (error) => {
      refused = true;
      reject(error);
    });
    body.on('data', (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > maxBytes) {
        refused = true;
        out.destroy();
        reject(
          new HttpError(413, 'upload_too_large', `An upload may hold at most ${maxBytes} bytes`),
        );
        return;
      }
      if (!out.write(chunk)) {
        body.pause();
        out.once('drain', () => body.resume());
      }
    });
    body.on('end', () => {
      if (!refused) out.end(() => resolve(size));
    });
    body.on('error', (error) => {
      if (refused) return;
      refused = true;
      out.destroy();
      reject(error);
    });
  });
}

/**
 * Writes a request body to a private temporary file, refusing it as soon as it passes `maxBytes`:
 * an upload is never held in memory whole, and a client cannot fill the disk. The folder is
 * removed when `use` is done, whatever happens.
 */
export async function withUploadedFile<T>(
  body: Readable,
  maxBytes: number,
  use: (filePath: string, size: number) => Promise<T>,
): Promise<T> {
  const folder = await mkdtemp(path.join(tmpdir(), 'harmo-checkup-'));
  try {
    const filePath = path.join(folder, 'upload');
    const size = await copyCapped(body, filePath, maxBytes);
    return await use(filePath, size);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
