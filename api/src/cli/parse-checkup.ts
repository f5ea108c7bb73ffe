import { open, stat } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import { CHECKUP_IMPORT_LIMITS } from '@harmo/contracts/checkups';
import { markCheckup, parseCheckupFile } from '@harmo/medical-formats';
import type { Checkup } from '@harmo/medical-formats';
import { ArchiveRefusal, walkZipBundle } from '../modules/checkups';
import type { BundleFile } from '../modules/checkups';
import { printOutcome, refuseUnexpected, runFormatParserCli } from './format-parser-cli';
import type { ParseOutcome } from './format-parser-cli';

/**
 * Prints what a 特定健診 check-up file (the ministry's HL7 CDA R2 result of one person) holds,
 * with each result marked against the ministry's judgement values, as one JSON document. A zip
 * (the ministry's 送付用ファイルアーカイブ, or any zip of such files) prints the one document it
 * holds as that file alone would, or an array of its documents when it holds several.
 */

/**
 * `pnpm --filter @harmo/api run parse:checkup -- FILE` runs in api/, but FILE is written
 * relative to where the command was typed, which the package manager passes as INIT_CWD.
 */
function resolveFromInvocationDir(args: string[]): string[] {
  const invokedFrom = process.env.npm_lifecycle_event ? process.env.INIT_CWD : undefined;
  if (!invokedFrom) return args;
  return args.map((arg) =>
    arg.startsWith('--') || isAbsolute(arg) ? arg : resolve(invokedFrom, arg),
  );
}

/** A check-up as printed: the parse result with its marks. */
function printable(checkup: Checkup): unknown {
  return { ...checkup, marks: markCheckup(checkup) };
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** An archive with no entries at all starts with its end record. */
const EMPTY_ZIP_MAGIC = [0x50, 0x4b, 0x05, 0x06];

/**
 * The path of the one FILE argument when that file is a zip, told by its first bytes as the
 * import endpoint tells it, whatever its name. Null for anything else: wrong arguments and
 * unreadable files are left to the shared command line, which answers them as for any file.
 */
async function zipArgument(args: string[]): Promise<string | null> {
  const paths = args.filter((arg) => arg !== '--');
  const [path] = paths;
  if (paths.length !== 1 || !path || path.startsWith('--')) return null;
  try {
    // Opening a named pipe waits for a writer: only a regular file is looked into.
    if (!(await stat(path)).isFile()) return null;
    const handle = await open(path, 'r');
    try {
      const head = Buffer.alloc(4);
      await handle.read(head, 0, 4, 0);
      return [ZIP_MAGIC, EMPTY_ZIP_MAGIC].some((magic) => magic.every((b, i) => head[i] === b))
        ? path
        : null;
    } finally {
      await handle.close();
    }
  } catch {
    return null;
  }
}

const {
  maxUploadBytes,
  maxFileBytes,
  maxArchiveEntries,
  maxArchiveUncompressedBytes,
  maxCompressionRatio,
} = CHECKUP_IMPORT_LIMITS;

const NO_DOCUMENT_IN_ZIP =
  'zip の中に特定健診の結果ファイル（HL7 CDA の ClinicalDocument）がありません。' +
  '送付用ファイルアーカイブでは、結果ファイルは DATA フォルダにある h で始まる .xml です';

const UNREADABLE_ZIP =
  'zip ファイルとして読めません（壊れているか、途中で切れています）。もう一度ダウンロードしてください';

/** The walker's refusals of a whole archive, in the words of this command's other refusals. */
const ARCHIVE_REFUSALS: Partial<Record<ArchiveRefusal['code'], string>> = {
  archive_unreadable: UNREADABLE_ZIP,
  archive_too_large:
    `zip の中身が多すぎるか大きすぎます。zip は中のファイル ${maxArchiveEntries} 個まで、` +
    `展開して合計 ${maxArchiveUncompressedBytes} バイトまで、` +
    `ひとつのファイルが展開して ${maxCompressionRatio} 倍までのものを読み込めます`,
  archive_unsafe_path:
    'zip の中に、zip の外を指す名前（/ や ../ で始まるものなど）のファイルがあります。安全のため、この zip は読み込めません',
  archive_empty: NO_DOCUMENT_IN_ZIP,
};

/**
 * Refusals that say the file is not a CDA check-up document at all (another kind of XML, the
 * archive's index): such files sit beside the results in a bundle and are passed over.
 * Any other refusal (cut short, malformed, too large) may hide a result, so it refuses the zip.
 */
const NOT_A_DOCUMENT = new Set(['not_checkup', 'archive_index']);

/** A file of the zip that may hold a result but cannot be read: the whole zip is refused. */
class EntryRefusal extends Error {}

async function readDocument(file: BundleFile): Promise<Checkup | null> {
  const read = await file.read();
  if (!read.ok) {
    throw new EntryRefusal(
      read.tooLarge
        ? `zip の中の ${file.fileName} が大きすぎます。特定健診の結果ファイルは ${maxFileBytes} バイトまで読み込めます`
        : `zip の中の ${file.fileName} を取り出せません（壊れているか、暗号化されています）`,
    );
  }
  const parsed = parseCheckupFile(read.bytes);
  if (parsed.ok) return parsed.checkup;
  if (NOT_A_DOCUMENT.has(parsed.reason)) return null;
  throw new EntryRefusal(`zip の中の ${file.fileName} を読めません: ${parsed.error}`);
}

/**
 * Reads the check-up documents of a zip with the import endpoint's walker, so the same limits
 * hold: the central directory is checked whole before anything is inflated (entry count, total
 * size, compression ratio, unsafe names), and no file is read past the one-file size cap. The
 * zip itself is held to the endpoint's upload cap.
 */
async function zipOutcome(zipPath: string): Promise<ParseOutcome> {
  const documents: { fileName: string; checkup: Checkup }[] = [];
  try {
    const { size } = await stat(zipPath);
    if (size > maxUploadBytes) {
      return {
        ok: false,
        error: `zip ファイルが大きすぎます（${size} バイト）。zip は ${maxUploadBytes} バイトまで読み込めます`,
      };
    }
    await walkZipBundle(zipPath, async (file) => {
      const checkup = await readDocument(file);
      if (checkup) documents.push({ fileName: file.fileName, checkup });
    });
  } catch (error) {
    if (error instanceof EntryRefusal) return { ok: false, error: error.message };
    if (error instanceof ArchiveRefusal) {
      return { ok: false, error: ARCHIVE_REFUSALS[error.code] ?? UNREADABLE_ZIP };
    }
    // Whatever else goes wrong inside a damaged archive is told in words, never as a stack.
    return { ok: false, error: UNREADABLE_ZIP };
  }
  // In the order of the entries' paths, not of where the archiver happened to put them, so the
  // same files always print the same array; the ministry's names (h + 機関番号 + 作成日 +
  // serial) then come in the order they were made.
  const values = documents
    .sort((a, b) => (a.fileName < b.fileName ? -1 : a.fileName > b.fileName ? 1 : 0))
    .map(({ checkup }) => printable(checkup));
  if (values.length === 0) return { ok: false, error: NO_DOCUMENT_IN_ZIP };
  // One document prints exactly as its file alone would; only several make an array.
  return { ok: true, value: values.length === 1 ? values[0] : values };
}

async function main(argv: string[]): Promise<void> {
  const args = resolveFromInvocationDir(argv);
  const zipPath = await zipArgument(args);
  // The walker reads a zip from disk, entry by entry, and holds it to the import's limits; the
  // shared command line would read the whole file first. Anything else (wrong arguments, an
  // unreadable file, an XML document) is the shared command line's.
  if (zipPath !== null) {
    printOutcome(await zipOutcome(zipPath));
    return;
  }
  await runFormatParserCli(
    {
      usage:
        'usage: parse:checkup -- FILE   (one 特定健診情報ファイル, HL7 CDA R2 XML, or a zip of them)',
      maxFiles: 1,
      // A document over its own bound is refused by the parser in its words; this only keeps a
      // wrong FILE from being read whole.
      maxFileBytes: maxUploadBytes,
      parse: ({ files }) => {
        const [file] = files;
        if (!file) return { ok: false, error: 'ファイルが指定されていません' };
        const parsed = parseCheckupFile(file);
        return parsed.ok ? { ok: true, value: printable(parsed.checkup) } : parsed;
      },
    },
    args,
  );
}

void main(process.argv.slice(2)).catch(refuseUnexpected);
