import { readFile } from 'node:fs/promises';
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
  parse: (input: FormatInput) => ParseOutcome;
}

function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

function refuse(error: string): void {
  printJson({ error });
  process.exitCode = 1;
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
    try {
      files.push(new Uint8Array(await readFile(fromInvocationDir(path))));
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      refuse(code === 'ENOENT' ? `file not found: ${path}` : `cannot read file: ${path}`);
      return;
    }
  }

  const outcome = options.parse({ files, utf8 });
  if (outcome.ok) printJson(outcome.value);
  else refuse(outcome.error);
}
