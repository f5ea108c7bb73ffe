import { open, readFile } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Database } from '../../../db';
import { CHECKUP_IMPORT_LIMITS } from '@harmo/contracts/checkups';
import type { CheckupFileResult } from '@harmo/contracts/checkups';
import { failedFile, importCheckupFile } from './import-file';
import type { ImportLog, ImportTarget } from './import-file';
import { walkZipBundle } from './zip-bundle';
import type { BundleFile } from './zip-bundle';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** An archive with no entries at all starts with its end record. */
const EMPTY_ZIP_MAGIC = [0x50, 0x4b, 0x05, 0x06];

async function startsLikeZip(filePath: string): Promise<boolean> {
  const handle = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(4);
    await handle.read(head, 0, 4, 0);
    return [ZIP_MAGIC, EMPTY_ZIP_MAGIC].some((magic) => magic.every((b, i) => head[i] === b));
  } finally {
    await handle.close();
  }
}

const tooLarge = (fileName: string): CheckupFileResult => ({
  fileName,
  outcome: 'refused',
  reason: 'too_large',
  detail: `ファイルが大きすぎます。特定健診の結果ファイルは ${CHECKUP_IMPORT_LIMITS.maxFileBytes} バイトまで読み込めます`,
  checkup: null,
});

/** One file of a bundle: taken out of the zip, then imported. */
async function importBundleFile(
  db: Database,
  target: ImportTarget,
  file: BundleFile,
  now: Date,
  log: ImportLog | undefined,
): Promise<CheckupFileResult> {
  const read = await file.read();
  if (read.ok) return importCheckupFile(db, target, file.fileName, read.bytes, now, log);
  if (read.tooLarge) return tooLarge(file.fileName);
  return {
    fileName: file.fileName,
    outcome: 'refused',
    reason: 'unreadable',
    detail: 'zip の中のこのファイルを取り出せません（壊れているか、暗号化されています）',
    checkup: null,
  };
}

/**
 * Imports an uploaded file already on disk: a zip bundle file by file, or one XML file. The
 * content decides, not the name or the declared type. Each file is imported on its own (its own
 * transaction, its own result), so one bad file never stops the others; between files the event
 * loop gets a turn, so a large bundle never holds other requests up.
 *
 * The results are answered only once every file is done, so a file must never throw: the files
 * saved before it would go unreported. Whatever fails in one file is that file's refusal.
 */
export async function importUpload(
  db: Database,
  target: ImportTarget,
  upload: { fileName: string; filePath: string; size: number },
  now: () => Date,
  log?: ImportLog,
): Promise<CheckupFileResult[]> {
  if (!(await startsLikeZip(upload.filePath))) {
    if (upload.size > CHECKUP_IMPORT_LIMITS.maxFileBytes) return [tooLarge(upload.fileName)];
    const bytes = await readFile(upload.filePath);
    return [await importCheckupFile(db, target, upload.fileName, bytes, now(), log)];
  }
  const results: CheckupFileResult[] = [];
  await walkZipBundle(upload.filePath, async (file) => {
    await nextTurn();
    try {
      results.push(await importBundleFile(db, target, file, now(), log));
    } catch (error) {
      log?.error({ err: error }, 'checkups: a file of a bundle could not be imported');
      results.push(failedFile(file.fileName));
    }
  });
  return results;
}
