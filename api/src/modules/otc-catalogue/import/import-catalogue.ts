import type { Database } from '../../../db';
import { upsertCatalogueProducts } from '../store';
import type { CatalogueEncoding, RowProblem } from './catalogue-csv';
import { readCatalogueCsv } from './catalogue-csv';

/** The `source` of products imported from a catalogue CSV. */
export const IMPORTED_OTC_SOURCE = 'csv-import';

export type CatalogueImport =
  | { ok: true; encoding: CatalogueEncoding; products: number }
  | { ok: false; problems: RowProblem[] };

/**
 * Imports a catalogue CSV: all of it in one transaction, or, when any row is bad, nothing. A
 * code the catalogue holds already is updated (a demo entry with the same code is replaced).
 */
export async function importOtcCatalogue(
  db: Database,
  bytes: Uint8Array,
  options: { encoding?: CatalogueEncoding; now?: Date } = {},
): Promise<CatalogueImport> {
  const reading = readCatalogueCsv(bytes, options.encoding);
  if (!reading.ok) return { ok: false, problems: reading.problems };
  const now = options.now ?? new Date();
  await db.transaction((tx) =>
    upsertCatalogueProducts(tx, reading.products, { source: IMPORTED_OTC_SOURCE, now }),
  );
  return { ok: true, encoding: reading.encoding, products: reading.products.length };
}
