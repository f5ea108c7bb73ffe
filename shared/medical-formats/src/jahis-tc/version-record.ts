import { fieldAt, type JahisRecord } from '../jahis';

/** The header line of a notebook payload: `JAHISTCnn` and, since Ver.2.0, 出力区分. */
export interface JahisTcVersion {
  version: string;
  versionNumber: number;
  outputDirection: string | null;
}

export type VersionReading = { ok: true; version: JahisTcVersion } | { ok: false; error: string };

const NOTEBOOK_HEADER = /^JAHISTC(\d{2})$/;
const OTHER_JAHIS_HEADER = /^JAHIS\d/;

/** Whether a record is a notebook version record (the first line, repeated in split parts). */
export function isVersionRecord(record: JahisRecord): boolean {
  return NOTEBOOK_HEADER.test(record.recordNumber);
}

/** Shows the start of an unexpected first line without control characters. */
function preview(value: string): string {
  const printable = Array.from(value.slice(0, 17), (char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || (code >= 0x7f && code <= 0x9f) || char === '\ufffd' ? '?' : char;
  }).join('');
  return printable.length > 16 ? `${printable.slice(0, 16)}…` : printable;
}

/**
 * Reads the version record, which must be the first record. Every version number is accepted:
 * later layouts only append fields and records, so an unknown future number reads with the
 * newest layout.
 */
export function readVersionRecord(records: readonly JahisRecord[]): VersionReading {
  const first = records[0];
  if (!first) return { ok: false, error: 'the payload is empty' };
  const match = NOTEBOOK_HEADER.exec(first.recordNumber);
  if (match) {
    return {
      ok: true,
      version: {
        version: first.recordNumber,
        versionNumber: Number(match[1]),
        outputDirection: fieldAt(first, 1),
      },
    };
  }
  if (OTHER_JAHIS_HEADER.test(first.recordNumber)) {
    return {
      ok: false,
      error: `this is a JAHIS prescription code (${preview(first.recordNumber)}), not a medication notebook (JAHISTC) code`,
    };
  }
  if (first.recordNumber.startsWith('JAHISTC')) {
    return {
      ok: false,
      error: `the version record "${preview(first.recordNumber)}" is not JAHISTC followed by two digits`,
    };
  }
  return {
    ok: false,
    error: `this is not a JAHIS medication notebook: the first line ("${preview(first.recordNumber)}") is not a JAHISTC version record`,
  };
}
