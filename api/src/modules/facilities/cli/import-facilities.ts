import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../../config';
import { createDatabase, databaseOptionsFromConfig, migrate } from '../../../db';
import { DataDirLockedError } from '../../../db/dirLock';
import { ImportFormatError } from '../import/columns';
import { importFacilities } from '../import/import-facilities';
import { IMPORT_KINDS } from '../import/source-format';
import type { ImportKind } from '../import/source-format';

const USAGE = `Usage: pnpm --filter @harmo/api run import:facilities -- --kind <kind> [--source-date YYYY-MM-DD] <file.csv>

  --kind ec        emergency-contraception pharmacy list (薬局等番号, 開局等時間, 削除日, lat, lng)
  --kind pharmacy  医療情報ネット pharmacy file (05_pharmacy_YYYYMMDD.csv)
  --kind hospital  医療情報ネット hospital file (01-1_hospital_facility_info_YYYYMMDD.csv)
  --kind clinic    医療情報ネット clinic file (02-1_clinic_facility_info_YYYYMMDD.csv)

Writes to the configured database (DATABASE_URL, or the embedded one in the data folder; stop
the api first when it uses the embedded one). Running api instances pick the data up by themselves.`;

/** `import:facilities`: import one source file, then print what became of its rows. */
async function run(): Promise<void> {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      kind: { type: 'string' },
      'source-date': { type: 'string' },
      help: { type: 'boolean' },
    },
    allowPositionals: true,
  });
  const kind = values.kind;
  const [file, ...extra] = positionals;
  if (values.help || !kind || !file || extra.length > 0) {
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 2;
    return;
  }
  if (!(IMPORT_KINDS as readonly string[]).includes(kind)) {
    console.error(`Unknown --kind ${kind}: use one of ${IMPORT_KINDS.join(', ')}.`);
    process.exitCode = 2;
    return;
  }
  // pnpm runs scripts in the package folder; a relative path means the caller's folder.
  const absolute = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

  const config = loadConfig();
  const db = await createDatabase(databaseOptionsFromConfig(config));
  try {
    await migrate(db);
    const started = performance.now();
    const summary = await importFacilities(db, {
      kind: kind as ImportKind,
      file: absolute,
      ...(values['source-date'] ? { sourceDate: values['source-date'] } : {}),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Imported ${absolute} (${kind}) in ${seconds} s`);
    console.log(`  read:                        ${summary.read}`);
    console.log(`  imported:                    ${summary.imported}`);
    console.log(`  skipped without coordinates: ${summary.skippedWithoutCoordinates}`);
    console.log(`  withdrawn:                   ${summary.withdrawn}`);
    if (summary.invalid > 0) console.log(`  invalid (no ID or name):     ${summary.invalid}`);
    console.log(`  data version:                ${summary.dataVersion}`);
  } finally {
    await db.close();
  }
}

run().catch((err: unknown) => {
  const known =
    err instanceof ConfigError ||
    err instanceof ImportFormatError ||
    err instanceof DataDirLockedError;
  console.error(known ? (err as Error).message : err);
  process.exitCode = 1;
});
