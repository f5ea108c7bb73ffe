import { fieldAt, toGregorianDate, type JahisRecord } from '../jahis';
import type { JahisTcNote } from './types';

/** Collects what the reader had to guess or skip, each message pointing at its line. */
export class Warnings {
  readonly messages: string[] = [];

  add(record: JahisRecord, message: string): void {
    // A hostile payload could hold millions of bad lines; a few hundred messages say enough.
    if (this.messages.length < 200) this.messages.push(`line ${record.lineNumber}: ${message}`);
  }
}

/** Field n as a Gregorian date; a value that is no date is reported and read as null. */
export function dateAt(record: JahisRecord, n: number, warnings: Warnings): string | null {
  const raw = fieldAt(record, n);
  if (raw === null) return null;
  const date = toGregorianDate(raw);
  if (date === null)
    warnings.add(record, `"${raw}" in field ${n} of record ${record.recordNumber} is not a date`);
  return date;
}

/** Content and creator at the given fields: the shape of most text records. */
export function noteAt(
  record: JahisRecord,
  contentField: number,
  creatorField: number,
): JahisTcNote {
  return { content: fieldAt(record, contentField), creator: fieldAt(record, creatorField) };
}
