import { readFile, stat } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';

/**
 * What a format parser answers: a result printed as it is, or a refusal in plain words.
 * The three format command lines (notebook QR, prescription QR, check-up file) are read by
 * other programs, so stdout carries exactly one JSON document and nothing else.
 */
export type ParseOutcome = { ok: true; value: unknown } | { ok: false; error: string };

export interface FormatInput {
  /** The files in the order given on the command line, as raw bytes. */
  files: Uint8Array[];
  /** `--utf8`: the files hold UTF-8 text instead of the format's native Shift_JIS bytes. */
  utf8: boolean;
}

export interface FormatCliOptions {
  /** Shown on stderr when the arguments are wrong. */
  usage: string;
  /** How many FILE arguments the command takes at the most (default: any number). */
  maxFiles?: number;
  /** Whether `--utf8` is understood. */
  acceptsUtf8?: boolean;
  /**
   * The largest file read, in bytes (default 1 MiB). The parsers bound what they read too; this
   * bound keeps a wrong FILE (a disk image, a video) from being read whole into memory first.
   */
  maxFileBytes?: number;
  parse: (input: FormatInput) => ParseOutcome;
}

const DEFAULT_MAX_FILE_BYTES = 1024 * 1024;

function printJson(value: unknown): void {
  let text: string;
  try {
    text = JSON.stringify(value, null, 2);
  } catch {
    // An answer too large for one string (hundreds of MB) is refused like any other.
    text = JSON.stringify({ error: 'the result is too large to print' }, null, 2);
    process.exitCode = 1;
  }
  process.stdout.write(`${text}\n`);
}

function refuse(error: string): void {
  printJson({ error });
  process.exitCode = 1;
}

/**
 * Whatever a command line did not expect ends as a refusal on stdout and exit 1, never as a
 * stack: the programs that read these commands take stdout as one JSON document.
 */
export function refuseUnexpected(): void {
  refuse('the file could not be read');
}

/**
 * The file's bytes, or why they are not read: only a regular file is read (a device such as
 * /dev/zero or a named pipe never ends), and only up to `maxBytes`.
 */
async function readInputFile(
  path: string,
  shownAs: string,
  maxBytes: number,
): Promise<{ ok: true; bytes: Uint8Array } | { ok: false; error: string }> {
  try {
    const info = await stat(path);
    if (!info.isFile()) return { ok: false, error: `not a file: ${shownAs}` };
    if (info.size > maxBytes) {
      return {
        ok: false,
        error: `file too large: ${shownAs} (${info.size} bytes; at most ${maxBytes})`,
      };
    }
    return { ok: true, bytes: new Uint8Array(await readFile(path)) };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return {
      ok: false,
      error: code === 'ENOENT' ? `file not found: ${shownAs}` : `cannot read file: ${shownAs}`,
    };
  }
}

/**
 * `pnpm --filter @harmo/api run …` runs the command in api/, but a FILE is written relative to
 * where the command was typed, which the package manager passes as INIT_CWD.
 */
function fromInvocationDir(path: string): string {
  const invokedFrom = process.env.npm_lifecycle_event ? process.env.INIT_CWD : undefined;
  return invokedFrom && !isAbsolute(path) ? resolve(invokedFrom, path) : path;
}

/**
 * Runs one format command line: exit 0 with the result, exit 1 with `{"error": …}` for a
 * refused payload or an unreadable file, exit 2 with the usage on stderr for wrong arguments.
 */
export async function runFormatParserCli(options: FormatCliOptions, argv: string[]): Promise<void> {
  const args = argv.filter((arg) => arg !== '--');
  const utf8 = options.acceptsUtf8 === true && args.includes('--utf8');
  const paths = args.filter((arg) => !(options.acceptsUtf8 === true && arg === '--utf8'));
  const unknownFlag = paths.find((arg) => arg.startsWith('--'));
  if (paths.length === 0 || unknownFlag || paths.length > (options.maxFiles ?? Infinity)) {
    process.stderr.write(`${options.usage}\n`);
    process.exitCode = 2;
    return;
  }

  const files: Uint8Array[] = [];
  for (const path of paths) {
    const read = await readInputFile(
      fromInvocationDir(path),
      path,
      options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES,
    );
    if (!read.ok) {
      refuse(read.error);
      return;
    }
    files.push(read.bytes);
  }

  let outcome: ParseOutcome;
  try {
    outcome = options.parse({ files, utf8 });
  } catch {
    refuseUnexpected();
    return;
  }
  printOutcome(outcome);
}

/** Prints a parse outcome as every format command line does: the result, or a refusal. */
export function printOutcome(outcome: ParseOutcome): void {
  if (outcome.ok) printJson(outcome.value);
  else refuse(outcome.error);
}
