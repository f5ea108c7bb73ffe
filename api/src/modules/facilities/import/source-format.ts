import type { FacilityRecord } from '../domain/facility';
import type { CsvRow } from './csv-source';

export const IMPORT_KINDS = ['ec', 'pharmacy', 'hospital', 'clinic'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** What became of one source row. */
export type MappedRow =
  | { outcome: 'active'; record: FacilityRecord }
  | { outcome: 'withdrawn'; record: FacilityRecord }
  | { outcome: 'noCoordinates' }
  | { outcome: 'invalid'; reason: string };

export type RowMapper = (row: CsvRow) => MappedRow;

export interface FileContext {
  headers: readonly string[];
  /** Release date of the file when known from its name or the caller. */
  sourceDate: string | null;
}

/**
 * A source file layout. `mapperFor` checks the headers once (throwing ImportFormatError when a
 * needed column is missing) and returns the function that maps each row by column name.
 */
export interface SourceFormat {
  describe: string;
  mapperFor(file: FileContext): RowMapper;
}
