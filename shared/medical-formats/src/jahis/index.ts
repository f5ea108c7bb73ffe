/**
 * What the two JAHIS text formats (電子版お薬手帳 and 院外処方箋 2次元シンボル) share:
 *
 * - `decodeShiftJis(bytes)` / `decodeJahisBytes(bytes, encoding)`: CP932 (or UTF-8) bytes to
 *   text with the platform's WHATWG decoder; never throws.
 * - `withoutByteOrderMark(bytes)` / `withoutByteOrderMarkText(text)`: the payload without the
 *   UTF-8 byte-order mark a saving tool may have put in front, which is not data.
 * - `splitRecords(text)`: records (CR LF, LF or CR; blank lines skipped, nothing read after the
 *   0x1A end-of-file mark) with their line number, trimmed record number and raw fields;
 *   `fieldAt(record, n)` reads field n (1-based) trimmed, `null` when empty or missing.
 * - `toGregorianDate(value)`: `YYYYMMDD` checked or `GYYMMDD` (M/T/S/H/R) converted, else
 *   `null`; `eraDateToGregorian` and `isValidGregorianDate` for one form only.
 * - `parseDecimalField(value)` / `parseIntegerField(value)`: numbers or `null`.
 * - `joinStructuredAppend(symbols)`: QR Structured Append symbols to one byte message
 *   (decode after joining).
 * - `createTextDecoder(label)`: the platform TextDecoder, typed without the DOM library.
 * - `MAX_JAHIS_PAYLOAD_LENGTH`: the most a payload is read at, over all its symbols.
 */
export { decodeJahisBytes, decodeShiftJis } from './decode';
export type { JahisTextEncoding } from './decode';
export { withoutByteOrderMark, withoutByteOrderMarkText } from './byte-order-mark';
export { fieldAt, splitRecords, trimAsciiSpaces } from './records';
export type { JahisRecord } from './records';
export { eraDateToGregorian, isValidGregorianDate, toGregorianDate } from './dates';
export { parseDecimalField, parseIntegerField } from './numbers';
export { concatBytes, joinStructuredAppend } from './structured-append';
export type { QrSymbolBytes, StructuredAppendJoin } from './structured-append';
export { createTextDecoder } from './platform-decoder';
export type { PlatformTextDecoder } from './platform-decoder';
export { MAX_JAHIS_PAYLOAD_LENGTH } from './payload-size';
