import type { JahisRecord } from '../jahis';
import { knownRecordNumber } from './record-numbers';
import type { JahisRxRefusal } from './types';

/** The newest version whose layout this reader knows; later ones only append fields. */
export const NEWEST_KNOWN_VERSION = 11;

export type VersionCheck =
  | { ok: true; version: string; warning: string | null }
  | { ok: false; error: string; refusal: JahisRxRefusal };

const VERSION_LINE = /^JAHIS([0-9]+)$/;
const SURROUNDING_SPACE = /^[\s\u3000\ufeff]+|[\s\u3000\ufeff]+$/g;
/** A first field that names a data format (`SJ1`, `ABC2`) rather than being cut from a record. */
const FORMAT_NAME = /^[A-Za-z]+[0-9]*$/;
/**
 * How many lines after the first are searched for a prescription record when the first line
 * is not one: a symbol that starts mid-record shows a whole record within the next few lines.
 */
const LINES_SEARCHED_FOR_RECORDS = 3;

/**
 * Decides from its first line whether a payload is a prescription symbol at all. The first line
 * must be exactly `JAHIS` and the version number; everything else is refused with a reason, the
 * medication notebook (`JAHISTC…`) in particular, which shares the prefix and some record numbers
 * but means something else by them. The lines after the first only tell a later symbol of a
 * prescription, read without the first, from something that is no prescription at all.
 */
export function checkVersionLine(records: readonly JahisRecord[]): VersionCheck {
  const first = records[0];
  if (first === undefined) {
    return { ok: false, refusal: 'empty', error: 'The data is empty: it holds no prescription.' };
  }
  const line = first.fields.join(',').replace(SURROUNDING_SPACE, '');
  const match = VERSION_LINE.exec(line);
  if (match) {
    const number = Number(match[1]);
    const warning =
      number > NEWEST_KNOWN_VERSION
        ? `version ${line} is newer than the versions known here; it was read with the JAHIS${NEWEST_KNOWN_VERSION} layout`
        : number < 1
          ? `version ${line} is not a published version`
          : null;
    return { ok: true, version: line, warning };
  }
  return { ok: false, ...refusalOf(line, first, records.slice(1)) };
}

const FIRST_SYMBOL_MISSING = {
  refusal: 'first_symbol_missing',
  error:
    'The first line of the prescription (its JAHIS version) is missing: if the prescription has several codes, read the first one as well.',
} as const;

function refusalOf(
  line: string,
  first: JahisRecord,
  rest: readonly JahisRecord[],
): { refusal: JahisRxRefusal; error: string } {
  if (/^JAHISTC/i.test(line)) {
    return {
      refusal: 'notebook_code',
      error:
        'This is a medication notebook (お薬手帳) code, not a prescription: read it with the medication notebook intake.',
    };
  }
  if (isPrescriptionRecord(first)) return FIRST_SYMBOL_MISSING;
  if (/^https?:\/\//i.test(line)) {
    return { refusal: 'web_address', error: 'This is a web address, not a prescription code.' };
  }
  if (first.fields.some((field) => /^[0-9]{16}$/.test(field.trim()))) {
    return {
      refusal: 'e_prescription_slip',
      error:
        'This looks like the code on an electronic prescription slip (電子処方箋 控え): it carries the exchange number, not the prescription. Give the slip to the pharmacy instead.',
    };
  }
  if (/^JAHIS/i.test(line)) {
    return {
      refusal: 'bad_version_line',
      error:
        'The first line starts with JAHIS but is not a prescription version line (JAHIS and a number).',
    };
  }
  // A symbol of a prescription cut anywhere may start in the middle of a record: its first line
  // is a tail of one, and whole records follow.
  if (
    !FORMAT_NAME.test(first.recordNumber) &&
    rest.slice(0, LINES_SEARCHED_FOR_RECORDS).some(isPrescriptionRecord)
  ) {
    return FIRST_SYMBOL_MISSING;
  }
  return {
    refusal: 'not_jahis',
    error: 'This is not a JAHIS prescription code: its first line is not a JAHIS version line.',
  };
}

/** A line that starts with a record number of the format and carries fields after it. */
function isPrescriptionRecord(record: JahisRecord): boolean {
  return knownRecordNumber(record.recordNumber) !== null && record.fields.length > 1;
}
