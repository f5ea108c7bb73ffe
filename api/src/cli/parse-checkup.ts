import { isAbsolute, resolve } from 'node:path';
import { markCheckup, parseCheckupFile } from '@harmo/medical-formats';
import { runFormatParserCli } from './format-parser-cli';

/**
 * Prints what a 特定健診 check-up file (the ministry's HL7 CDA R2 result of one person) holds,
 * with each result marked against the ministry's judgement values, as one JSON document.
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

void runFormatParserCli(
  {
    usage: 'usage: parse:checkup -- FILE   (one 特定健診情報ファイル, HL7 CDA R2 XML)',
    maxFiles: 1,
    parse: ({ files }) => {
      const [file] = files;
      if (!file) return { ok: false, error: 'ファイルが指定されていません' };
      const parsed = parseCheckupFile(file);
      if (!parsed.ok) return parsed;
      return { ok: true, value: { ...parsed.checkup, marks: markCheckup(parsed.checkup) } };
    },
  },
  resolveFromInvocationDir(process.argv.slice(2)),
);
