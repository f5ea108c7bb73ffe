import { parseJahisPrescriptionSymbols } from '@harmo/medical-formats';
import { refuseUnexpected, runFormatParserCli } from './format-parser-cli';

/**
 * `pnpm parse:jahis-rx -- FILE…`: reads the QR symbol(s) of one paper prescription, each file
 * holding the raw bytes of one symbol (Shift_JIS as printed, or UTF-8 text with `--utf8`), and
 * prints the prescription as JSON. The files are joined in the order given, the one that starts
 * with the version line first (a file given twice counts once); the order is changed only when
 * the join given cannot be read whole. What looked wrong in an accepted prescription goes to
 * stderr, so stdout stays one JSON document.
 */
void runFormatParserCli(
  {
    usage:
      'usage: pnpm parse:jahis-rx -- [--utf8] FILE…  (the QR symbols of one prescription, one file each)',
    acceptsUtf8: true,
    parse: ({ files, utf8 }) => {
      const result = parseJahisPrescriptionSymbols(files, utf8 ? 'utf-8' : 'shift_jis');
      if (!result.ok) return { ok: false, error: result.error };
      for (const warning of result.warnings) process.stderr.write(`warning: ${warning}\n`);
      return { ok: true, value: result.prescription };
    },
  },
  process.argv.slice(2),
).catch(refuseUnexpected);
