import type { JahisTextEncoding, QrSymbolBytes, StructuredAppendJoin } from '../jahis';
import {
  concatBytes,
  decodeJahisBytes,
  joinStructuredAppend,
  splitRecords,
  withoutByteOrderMark,
} from '../jahis';
import {
  compareKeys,
  isCutShort,
  knownRecordNumber,
  layoutFieldCount,
  writingOrderKey,
} from './record-numbers';

/**
 * Beyond this many parts after the first, trying every order costs more than it can be worth
 * (a prescription rarely needs more than three symbols); the parts then keep the order given.
 */
const MAX_PARTS_TO_REORDER = 5;

const UNREADABLE = '\ufffd';
/** 0x1A (SUB), the end-of-file mark that follows the last record. */
const EOF_BYTE = 0x1a;
const LINE_BREAKS: ReadonlySet<number> = new Set([0x0d, 0x0a]);
/** What may follow the end-of-file mark without being data: line ends, spaces, NUL padding. */
const PADDING: ReadonlySet<number> = new Set([0x00, 0x09, 0x0a, 0x0d, 0x1a, 0x20]);
/** Blank lines and spaces (and a byte-order mark) before the version line are not data. */
const VERSION_LINE_START = /^[\s\u3000\ufeff]*JAHIS/;
/** The version line, which a seam may also cut when the first symbol is very short. */
const VERSION_LINE = /^[\s\u3000]*JAHIS[0-9]+[ \t\u3000]*$/;

/**
 * Joins the symbols of one prescription into one byte message. The prescription format has no
 * split record of its own: its symbols are pieces of one byte stream, cut anywhere. Symbols that
 * carry their QR Structured Append position are joined by it. Without positions, a symbol read
 * twice counts once, a byte-order mark in front of any symbol is dropped (a tool that saves each
 * symbol as a file writes one before each), the symbol that starts with the version line goes
 * first and the others keep the order given, which is the order they were read in.
 *
 * The reading order gives way only when it is broken in the middle: a seam between two symbols
 * that splits a record, so that the line the seam falls in is not a record of the format
 * (characters that cannot be decoded, a record number the format does not define, more fields
 * than the record has, a drug record without its unit, data after the end-of-file mark). The
 * symbols are then tried in the other orders, and one is taken only when every one of its seams
 * joins whole records; among those, the one closest to the issuer's writing order, and the
 * reading order again when there is none. A join whose only flaw is at its very end (the last
 * record cut short, the end-of-file mark missing) is what a set with its last symbol unread
 * looks like: that keeps the reading order, and the reader says a symbol may be missing. So do
 * records out of order or unknown to this reader inside a symbol, which are the issuer's.
 */
export function joinPrescriptionSymbols(
  symbols: readonly (Uint8Array | QrSymbolBytes)[],
  encoding: JahisTextEncoding,
): StructuredAppendJoin {
  const unplaced = symbols.map(bytesWithoutPosition);
  if (unplaced.length === 0 || unplaced.some((bytes) => bytes === null)) {
    return joinStructuredAppend(symbols);
  }
  const parts = withoutRepeats((unplaced as Uint8Array[]).map(withoutByteOrderMark));
  const first = parts.findIndex((bytes) => startsWithVersionLine(bytes, encoding));
  if (first < 0) return { ok: true, bytes: concatBytes(parts) };

  const head = parts[first] as Uint8Array;
  const tail = parts.filter((_, i) => i !== first);
  const given = concatBytes([head, ...tail]);
  if (tail.length < 2 || tail.length > MAX_PARTS_TO_REORDER) return { ok: true, bytes: given };
  if (!hasBrokenSeam([head, ...tail], encoding)) return { ok: true, bytes: given };

  let best: { bytes: Uint8Array; defects: number } | null = null;
  for (const order of permutations(tail.length)) {
    const ordered = [head, ...order.map((i) => tail[i] as Uint8Array)];
    if (hasBrokenSeam(ordered, encoding)) continue;
    const bytes = concatBytes(ordered);
    const defects = countDefects(decodeJahisBytes(bytes, encoding));
    if (best === null || defects < best.defects) best = { bytes, defects };
  }
  return { ok: true, bytes: best?.bytes ?? given };
}

function bytesWithoutPosition(symbol: Uint8Array | QrSymbolBytes): Uint8Array | null {
  if (symbol instanceof Uint8Array) return symbol;
  const placed = symbol.sequenceIndex !== undefined && symbol.sequenceIndex >= 0;
  return placed ? null : symbol.bytes;
}

/**
 * The parts without exact repeats, first reading kept: a symbol scanned twice (or a file given
 * twice) is the same piece of the message, not another one.
 */
function withoutRepeats(parts: readonly Uint8Array[]): Uint8Array[] {
  const kept: Uint8Array[] = [];
  for (const part of parts) {
    if (!kept.some((other) => sameBytes(other, part))) kept.push(part);
  }
  return kept;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/** Whether a part starts with the version line, after any byte-order mark and blank lines. */
function startsWithVersionLine(bytes: Uint8Array, encoding: JahisTextEncoding): boolean {
  return VERSION_LINE_START.test(decodeJahisBytes(withoutByteOrderMark(bytes), encoding));
}

/** Every order of `n` items, the given order first (lexicographic order of the indexes). */
function* permutations(n: number): Generator<number[]> {
  const order = Array.from({ length: n }, (_, i) => i);
  for (;;) {
    yield [...order];
    let i = n - 2;
    while (i >= 0 && (order[i] as number) > (order[i + 1] as number)) i -= 1;
    if (i < 0) return;
    let j = n - 1;
    while ((order[j] as number) < (order[i] as number)) j -= 1;
    [order[i], order[j]] = [order[j] as number, order[i] as number];
    order.splice(i + 1, n - i - 1, ...order.slice(i + 1).reverse());
  }
}

/**
 * Whether a seam between two of the parts, joined in this order, splits a record: each seam
 * falls between two records or inside one, and the line it falls in must then read as one
 * whole record. Only the seams are judged: what lies inside one part is the same in every order.
 */
function hasBrokenSeam(parts: readonly Uint8Array[], encoding: JahisTextEncoding): boolean {
  const bytes = concatBytes(parts);
  const end = bytes.indexOf(EOF_BYTE);
  let seam = 0;
  for (const part of parts.slice(0, -1)) {
    seam += part.length;
    if (!isWholeSeam(bytes, seam, end, encoding)) return true;
  }
  return false;
}

function isWholeSeam(
  bytes: Uint8Array,
  seam: number,
  end: number,
  encoding: JahisTextEncoding,
): boolean {
  // The end-of-file mark follows the last record: the symbol that holds it ends the message.
  if (end >= 0 && seam > end) return bytes.subarray(seam).every((byte) => PADDING.has(byte));
  // Neither byte of a line break nor the end-of-file mark can be part of a double-byte
  // character, in Shift_JIS or UTF-8, so lines are found in the bytes before decoding.
  let lineStart = seam;
  while (lineStart > 0 && !LINE_BREAKS.has(bytes[lineStart - 1] as number)) lineStart -= 1;
  let lineEnd = seam;
  while (
    lineEnd < bytes.length &&
    !LINE_BREAKS.has(bytes[lineEnd] as number) &&
    bytes[lineEnd] !== EOF_BYTE
  ) {
    lineEnd += 1;
  }
  const line = decodeJahisBytes(bytes.subarray(lineStart, lineEnd), encoding);
  return lineEnd === bytes.length ? isRecordStart(line) : isWholeRecord(line);
}

/** A line of the joined text that ends with a line break or the end-of-file mark. */
function isWholeRecord(line: string): boolean {
  if (line.includes(UNREADABLE)) return false;
  const [record] = splitRecords(line);
  if (record === undefined || VERSION_LINE.test(line)) return true;
  const number = knownRecordNumber(record.recordNumber);
  return (
    number !== null &&
    record.fields.length - 1 <= layoutFieldCount(number) &&
    !isCutShort(record.fields)
  );
}

/**
 * The last line of the data, which a missing symbol would have continued: it may stop anywhere,
 * even inside its record number or a character, but what it holds must begin a record.
 */
function isRecordStart(line: string): boolean {
  const text = line.endsWith(UNREADABLE) ? line.slice(0, -1) : line;
  if (text.includes(UNREADABLE)) return false;
  const [record] = splitRecords(text);
  if (record === undefined || VERSION_LINE_START.test(text)) return true;
  if (record.fields.length === 1) return /^[0-9]*$/.test(record.recordNumber);
  const number = knownRecordNumber(record.recordNumber);
  return number !== null && record.fields.length - 1 <= layoutFieldCount(number);
}

/**
 * How far a joined text is from a prescription as issuers write it: unknown record numbers,
 * lines with more fields than their record has, and records out of the writing order. Used
 * only to choose among orders whose seams all join whole records, since real prescriptions
 * may hold all three.
 */
function countDefects(text: string): number {
  let defects = 0;
  let previous: number[] | null = null;
  for (const record of splitRecords(text).slice(1)) {
    const number = knownRecordNumber(record.recordNumber);
    if (number === null) {
      defects += 1;
      continue;
    }
    if (record.fields.length - 1 > layoutFieldCount(number)) defects += 1;
    const key = writingOrderKey(number, record.fields);
    if (previous !== null && compareKeys(key, previous) < 0) defects += 1;
    previous = key;
  }
  return defects;
}
