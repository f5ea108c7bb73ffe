import type { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import yauzl from 'yauzl';
import type { Entry, ZipFile } from 'yauzl';
import { CHECKUP_IMPORT_LIMITS } from '@harmo/contracts/checkups';
import type { UploadRefusalCode } from '@harmo/contracts/checkups';

/** The whole archive is refused: nothing of it is imported. */
export class ArchiveRefusal extends Error {
  constructor(
    readonly code: UploadRefusalCode,
    message: string,
  ) {
    super(message);
  }
}

/** One check-up file of a bundle, read only when asked, and never past the size cap. */
export interface BundleFile {
  fileName: string;
  read(): Promise<{ ok: true; bytes: Uint8Array } | { ok: false; tooLarge: boolean }>;
}

/** Files of the bundle that hold no check-up: index, summary, billing, schemas, OS litter. */
function isCheckupCandidate(fileName: string): boolean {
  if (fileName.endsWith('/')) return false;
  const segments = fileName.split('/');
  const base = segments[segments.length - 1] ?? '';
  if (!base.toLowerCase().endsWith('.xml') || base.startsWith('._')) return false;
  if (/^(ix|su)\d\d_/i.test(base)) return false;
  return !segments
    .slice(0, -1)
    .some((folder) => ['claims', 'xsd', '__macosx'].includes(folder.toLowerCase()));
}

/**
 * A zip bomb shows itself in the central directory before anything is inflated: too many
 * entries, too much in total, or one entry claiming to grow far beyond its compressed size.
 * yauzl's size validation then makes sure no entry inflates past what it claims.
 */
function checkSizes(entries: readonly Entry[]): void {
  const { maxCompressionRatio, maxArchiveUncompressedBytes } = CHECKUP_IMPORT_LIMITS;
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    // Small files compress unevenly; only an entry of some size is held to the ratio.
    if (entry.uncompressedSize > 64 * 1024 && ratio > maxCompressionRatio) {
      throw new ArchiveRefusal(
        'archive_too_large',
        `An entry expands ${Math.round(ratio)} times (at most ${maxCompressionRatio})`,
      );
    }
  }
  if (total > maxArchiveUncompressedBytes) {
    throw new ArchiveRefusal(
      'archive_too_large',
      `The archive expands to ${total} bytes (at most ${maxArchiveUncompressedBytes})`,
    );
  }
}

function readAllEntries(zipfile: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zipfile.on('entry', (entry: Entry) => {
      entries.push(entry);
      zipfile.readEntry();
    });
    zipfile.once('end', () => resolve(entries));
    zipfile.once('error', reject);
    zipfile.readEntry();
  });
}

/** The entry's name, decoded by yauzl's rules, after the path checks yauzl would make. */
function safeName(entry: Entry): string {
  const raw = entry.fileName as unknown as Buffer;
  const name = yauzl.getFileNameLowLevel(
    entry.generalPurposeBitFlag,
    raw,
    entry.extraFields,
    false,
  );
  const problem = yauzl.validateFileName(name);
  if (problem !== null) {
    throw new ArchiveRefusal('archive_unsafe_path', `Unsafe entry name ${JSON.stringify(name)}`);
  }
  return name;
}

async function readCapped(stream: Readable, cap: number): Promise<Uint8Array | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > cap) {
      stream.destroy();
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Walks the ministry's zip bundle (index file, DATA folder of result files, billing and schema
 * folders) on disk: the central directory is checked whole first (entry count, sizes, ratios,
 * names), so a bomb or a path-traversal entry refuses the archive before any file is imported.
 * Then `onFile` gets each file that may hold a check-up, one at a time; only one entry is ever
 * inflated in memory, and never more than one check-up file's size cap of it.
 */
export async function walkZipBundle(
  zipPath: string,
  onFile: (file: BundleFile) => Promise<void>,
): Promise<void> {
  let zipfile: ZipFile;
  try {
    zipfile = await yauzl.openPromise(zipPath, {
      lazyEntries: true,
      autoClose: false,
      decodeStrings: false,
      validateEntrySizes: true,
    });
  } catch {
    // The library's own words (offsets, signatures) mean nothing to the person who sent it.
    throw new ArchiveRefusal(
      'archive_unreadable',
      'Not a readable zip file: it is damaged, cut short or not a zip',
    );
  }
  try {
    if (zipfile.entryCount > CHECKUP_IMPORT_LIMITS.maxArchiveEntries) {
      throw new ArchiveRefusal(
        'archive_too_large',
        `The archive holds ${zipfile.entryCount} entries (at most ${CHECKUP_IMPORT_LIMITS.maxArchiveEntries})`,
      );
    }
    let entries: Entry[];
    try {
      entries = await readAllEntries(zipfile);
    } catch (error) {
      throw new ArchiveRefusal('archive_unreadable', `Broken zip directory: ${String(error)}`);
    }
    const named = entries.map((entry) => ({ entry, name: safeName(entry) }));
    checkSizes(entries);
    const candidates = named.filter(({ name }) => isCheckupCandidate(name));
    if (candidates.length === 0) {
      throw new ArchiveRefusal('archive_empty', 'The archive holds no check-up result file');
    }
    for (const { entry, name } of candidates) {
      await onFile({
        fileName: name,
        read: async () => {
          const cap = CHECKUP_IMPORT_LIMITS.maxFileBytes;
          if (entry.uncompressedSize > cap) return { ok: false, tooLarge: true };
          if (entry.isEncrypted() || !entry.canDecodeFileData()) {
            return { ok: false, tooLarge: false };
          }
          try {
            const bytes = await readCapped(await zipfile.openReadStreamPromise(entry), cap);
            if (!bytes) return { ok: false, tooLarge: true };
            // yauzl checks the sizes but never the CRC-32: a damaged byte in a stored entry
            // keeps its size and would be read as good. Only bytes that match it are a file.
            if (crc32(bytes) !== entry.crc32) return { ok: false, tooLarge: false };
            return { ok: true, bytes };
          } catch {
            // A corrupt entry, or one inflating past the size it claims.
            return { ok: false, tooLarge: false };
          }
        },
      });
    }
  } finally {
    zipfile.close();
  }
}
