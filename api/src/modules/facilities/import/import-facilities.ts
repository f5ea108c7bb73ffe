import type { Database } from '../../../db';
import type { FacilityRecord } from '../domain/facility';
import { bumpDataVersion, readDataVersion } from '../store/data-version';
import { upsertFacilities } from '../store/write-facilities';
import { openCsv } from './csv-source';
import { ecPharmacyFormat } from './ec-pharmacy-format';
import { dateInFileName } from './field-values';
import { openDataFormat } from './open-data-format';
import type { ImportKind, SourceFormat } from './source-format';

const FORMATS: Readonly<Record<ImportKind, SourceFormat>> = {
  ec: ecPharmacyFormat,
  pharmacy: openDataFormat('pharmacy'),
  hospital: openDataFormat('hospital'),
  clinic: openDataFormat('clinic'),
};

export interface ImportSummary {
  /** Data rows in the file. */
  read: number;
  /** Active facilities with a location, written (inserted or updated). */
  imported: number;
  /** Active rows without a usable location: a map cannot show them, so they are left out. */
  skippedWithoutCoordinates: number;
  /** Rows the source marks withdrawn: written as withdrawn, never shown as active. */
  withdrawn: number;
  /** Rows without an ID or a name. */
  invalid: number;
  /** Data version after the import (see store/data-version.ts). */
  dataVersion: number;
}

export interface ImportOptions {
  kind: ImportKind;
  file: string;
  /** Release date of the data; defaults to a date in the file name. */
  sourceDate?: string;
  batchSize?: number;
}

/**
 * Reads one source file and upserts its facilities by id, so importing a newer release updates
 * rather than duplicates. The data version is bumped once at the end, and only if anything was
 * written, so that every api instance rebuilds its read index once.
 */
export async function importFacilities(
  db: Database,
  options: ImportOptions,
): Promise<ImportSummary> {
  const source = await openCsv(options.file);
  const mapRow = FORMATS[options.kind].mapperFor({
    headers: source.headers,
    sourceDate: options.sourceDate ?? dateInFileName(options.file),
  });
  const batchSize = options.batchSize ?? 2_000;
  const summary = { read: 0, imported: 0, skippedWithoutCoordinates: 0, withdrawn: 0, invalid: 0 };
  let batch: FacilityRecord[] = [];

  for await (const row of source.rows) {
    summary.read += 1;
    const mapped = mapRow(row);
    switch (mapped.outcome) {
      case 'active':
        summary.imported += 1;
        batch.push(mapped.record);
        break;
      case 'withdrawn':
        summary.withdrawn += 1;
        batch.push(mapped.record);
        break;
      case 'noCoordinates':
        summary.skippedWithoutCoordinates += 1;
        break;
      case 'invalid':
        summary.invalid += 1;
        break;
    }
    if (batch.length >= batchSize) {
      await upsertFacilities(db, batch);
      batch = [];
    }
  }
  await upsertFacilities(db, batch);
  const written = summary.imported + summary.withdrawn > 0;
  const dataVersion = written ? await bumpDataVersion(db) : await readDataVersion(db);
  return { ...summary, dataVersion };
}
