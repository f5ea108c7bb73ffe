import type { JahisTextEncoding, QrSymbolBytes } from '../jahis';
import {
  decodeJahisBytes,
  MAX_JAHIS_PAYLOAD_LENGTH,
  splitRecords,
  withoutByteOrderMark,
} from '../jahis';
import { joinPrescriptionSymbols } from './order-symbols';
import { buildPrescription } from './prescription';
import { isCutShort } from './record-numbers';
import type { JahisRxParseResult } from './types';
import { checkVersionLine } from './version';

const TOO_LARGE = 'The data is far larger than a prescription code can be.';
const NOT_DATA = 'No prescription data was given.';
/** The placeholder issuers print for a character their system cannot encode. */
const UNMAPPABLE_MARK = '■';

/**
 * Reads the symbol(s) of one prescription from their raw bytes: Shift_JIS (CP932) as printed,
 * or UTF-8 when a reader already converted the text. Several symbols are joined as bytes before
 * decoding, since a symbol may end in the middle of a double-byte character. Never throws.
 */
export function parseJahisPrescriptionSymbols(
  symbols: readonly (Uint8Array | QrSymbolBytes)[],
  encoding: JahisTextEncoding = 'shift_jis',
): JahisRxParseResult {
  if (!Array.isArray(symbols) || !symbols.every(isSymbol)) {
    return { ok: false, refusal: 'empty', error: NOT_DATA };
  }
  const total = symbols.reduce((sum, s) => sum + (s instanceof Uint8Array ? s : s.bytes).length, 0);
  if (total > MAX_JAHIS_PAYLOAD_LENGTH)
    return { ok: false, refusal: 'too_large', error: TOO_LARGE };
  const joined = joinPrescriptionSymbols(symbols, encoding);
  if (!joined.ok) {
    return {
      ok: false,
      refusal: 'symbols_not_joined',
      error: `The prescription codes could not be joined: ${joined.error}.`,
    };
  }
  // A byte-order mark some tools write before Shift_JIS bytes would decode as two characters
  // in front of the version line.
  return readPrescriptionText(decodeJahisBytes(withoutByteOrderMark(joined.bytes), encoding));
}

/** Reads a prescription from text a QR reader has already decoded. Never throws. */
export function parseJahisPrescriptionText(text: string): JahisRxParseResult {
  if (typeof text !== 'string') return { ok: false, refusal: 'empty', error: NOT_DATA };
  if (text.length > MAX_JAHIS_PAYLOAD_LENGTH)
    return { ok: false, refusal: 'too_large', error: TOO_LARGE };
  return readPrescriptionText(text);
}

function readPrescriptionText(text: string): JahisRxParseResult {
  const records = splitRecords(text);
  const version = checkVersionLine(records);
  if (!version.ok) return version;
  const { prescription, warnings } = buildPrescription(version.version, records.slice(1));
  return {
    ok: true,
    prescription,
    warnings: [
      ...(version.warning === null ? [] : [version.warning]),
      ...warnings,
      ...decodingWarnings(text),
      ...truncationWarning(records.at(-1)?.fields),
    ],
  };
}

function isSymbol(value: unknown): value is Uint8Array | QrSymbolBytes {
  return (
    value instanceof Uint8Array ||
    (typeof value === 'object' &&
      value !== null &&
      (value as QrSymbolBytes).bytes instanceof Uint8Array)
  );
}

/** Characters that could not be read, so that the affected names are checked by a person. */
function decodingWarnings(text: string): string[] {
  const warnings: string[] = [];
  const unreadable = text.split('\ufffd').length - 1;
  if (unreadable > 0) {
    warnings.push(`${unreadable} character(s) could not be decoded; check names and texts by eye`);
  }
  const unmappable = text.split(UNMAPPABLE_MARK).length - 1;
  if (unmappable > 0) {
    warnings.push(
      `${unmappable} character(s) were printed as ■ because the issuer could not encode them`,
    );
  }
  return warnings;
}

/**
 * A drug record cut short at the very end usually means a symbol of a set was not read: the
 * data stops where that symbol would have continued it.
 */
function truncationWarning(lastFields: string[] | undefined): string[] {
  if (!isCutShort(lastFields)) return [];
  return ['the last drug record is cut short: a code of the prescription may not have been read'];
}
