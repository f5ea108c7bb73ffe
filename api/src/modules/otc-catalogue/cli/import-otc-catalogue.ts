import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../../config';
import { createDatabase, databaseOptionsFromConfig, migrate } from '../../../db';
import type { CatalogueEncoding } from '../import/catalogue-csv';
import { importOtcCatalogue } from '../import/import-catalogue';

const USAGE = `Usage: pnpm --filter @harmo/api run import:otc-catalogue -- [--encoding utf-8|shift_jis] <file.csv>

The OTC catalogue the JAN code look-up reads. A header row, then one product per row:
  jan (JANコード)          EAN-13 or EAN-8 with a valid check digit
  name (商品名)            required
  maker (製造販売元)       optional
  ingredients (成分)       optional; several separated by ;
  risk_class (リスク区分)  第1類, 指定第2類, 第2類 or 第3類
The file is read as UTF-8 when it is valid UTF-8, otherwise as Shift_JIS (--encoding forces one).
Every row is checked first: a file with any bad row is reported with line numbers and nothing
is imported. A code already in the catalogue is updated.`;

/** `import:otc-catalogue`: import one catalogue file, or list why its rows are refused. */
async function run(): Promise<void> {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: { encoding: { type: 'string' }, help: { type: 'boolean' } },
    allowPositionals: true,
  });
  const [file, ...extra] = positionals;
  if (values.help || !file || extra.length > 0) {
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 2;
    return;
  }
  const encoding = values.encoding;
  if (encoding !== undefined && encoding !== 'utf-8' && encoding !== 'shift_jis') {
    console.error(`Unknown --encoding ${encoding}: use utf-8 or shift_jis.`);
    process.exitCode = 2;
    return;
  }
  // pnpm runs scripts in the package folder; a relative path means the caller's folder.
  const absolute = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const bytes = new Uint8Array(await readFile(absolute));

  const db = await createDatabase(databaseOptionsFromConfig(loadConfig()));
  try {
    await migrate(db);
    const result = await importOtcCatalogue(db, bytes, {
      ...(encoding ? { encoding: encoding as CatalogueEncoding } : {}),
    });
    if (!result.ok) {
      console.error(`Nothing was imported from ${absolute}:`);
      for (const { line, problem } of result.problems) {
        console.error(line > 0 ? `  line ${line}: ${problem}` : `  ${problem}`);
      }
      process.exitCode = 1;
      return;
    }
    console.log(`Imported ${result.products} products from ${absolute} (${result.encoding})`);
  } finally {
    await db.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
