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

/**
 * Decides from its first line whether a payload is a prescription symbol at all. The first line
 * must be exactly `JAHIS` and the version number; everything else is refused with a reason, the
 * medication notebook (`JAHISTC…`) in particular, which shares the prefix and some record numbers
 * but means something else by them.
 */
export function checkVersionLine(first: JahisRecord | undefined): VersionCheck {
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
  return { ok: false, ...refusalOf(line, first) };
}

function refusalOf(line: string, first: JahisRecord): { refusal: JahisRxRefusal; error: string } {
  if (/^JAHISTC/i.test(line)) {
    return {
      refusal: 'notebook_code',
      error:
        'This is a medication notebook (お薬手帳) code, not a prescription: read it with the medication notebook intake.',
    };
  }
  if (knownRecordNumber(first.recordNumber) !== null && first.fields.length > 1) {
    return {
      refusal: 'first_symbol_missing',
      error:
        'The first line of the prescription (its JAHIS version) is missing: if the prescription has several codes, read the first one as well.',
    };
  }
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
  return {
    refusal: 'not_jahis',
    error: 'This is not a JAHIS prescription code: its first line is not a JAHIS version line.',
  };
}
