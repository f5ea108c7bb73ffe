import { parseJahisTc, summarizeJahisTcNotebook } from '@harmo/medical-formats';
import { refuseUnexpected, runFormatParserCli } from './format-parser-cli';

/**
 * `pnpm parse:jahis-tc -- [--utf8] FILE…`: reads the QR symbol(s) of one medication notebook
 * (電子版お薬手帳), each file holding the raw bytes of one symbol (Shift_JIS as printed, or
 * UTF-8 text with `--utf8`), and prints the notebook in its compact JSON form. Split parts
 * (record 911) may come in any order; Structured Append symbols in scan order.
 */
void runFormatParserCli(
  {
    usage:
      'usage: pnpm parse:jahis-tc -- [--utf8] FILE…  (the QR symbols of one notebook, one file each)',
    acceptsUtf8: true,
    parse: ({ files, utf8 }) => {
      const result = parseJahisTc(files, { encoding: utf8 ? 'utf-8' : 'shift_jis' });
      if (!result.ok) return { ok: false, error: result.error };
      return { ok: true, value: summarizeJahisTcNotebook(result.notebook) };
    },
  },
  process.argv.slice(2),
).catch(refuseUnexpected);
