import type { JahisTextEncoding, QrSymbolBytes, StructuredAppendJoin } from '../jahis';
import { concatBytes, decodeJahisBytes, joinStructuredAppend, splitRecords } from '../jahis';
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

/** The UTF-8 byte-order mark, which some tools put before any text they save, Shift_JIS too. */
const BYTE_ORDER_MARK = [0xef, 0xbb, 0xbf];

const UNREADABLE = '\ufffd';
// 0x1A (SUB), the end-of-file mark that follows the last record.
const EOF_MARK = String.fromCharCode(0x1a);
const NUL = String.fromCharCode(0);
/** Blank lines and spaces (and a byte-order mark) before the version line are not data. */
const VERSION_LINE_START = /^[\s\u3000\ufeff]*JAHIS/;

/** The bytes without a UTF-8 byte-order mark in front: it is not part of the data. */
export function withoutByteOrderMark(bytes: Uint8Array): Uint8Array {
  return BYTE_ORDER_MARK.every((byte, i) => bytes[i] === byte)
    ? bytes.subarray(BYTE_ORDER_MARK.length)
    : bytes;
}

/**
 * Joins the symbols of one prescription into one byte message. The prescription format has no
 * split record of its own: its symbols are pieces of one byte stream, cut anywhere. Symbols that
 * carry their QR Structured Append position are joined by it. Without positions, a symbol read
 * twice counts once, the symbol that starts with the version line goes first and the others keep
 * the order given, which is the order they were read in: a join that reads cleanly is never
 * second-guessed, however unusual its records (records out of order or unknown to this reader
 * are the issuer's, and warnings report them). Only a join that is visibly broken (characters
 * that cannot be decoded, data after the end-of-file mark, the last drug record cut short) is
 * tried in the other orders, and another order is taken only when it is less broken and leaves
 * no more characters unreadable.
 */
export function joinPrescriptionSymbols(
  symbols: readonly (Uint8Array | QrSymbolBytes)[],
  encoding: JahisTextEncoding,
): StructuredAppendJoin {
  const unplaced = symbols.map(bytesWithoutPosition);
  if (unplaced.length === 0 || unplaced.some((bytes) => bytes === null)) {
    return joinStructuredAppend(symbols);
  }
  const parts = withoutRepeats(unplaced as Uint8Array[]);
  const first = parts.findIndex((bytes) => startsWithVersionLine(bytes, encoding));
  if (first < 0) return { ok: true, bytes: concatBytes(parts) };

  const head = parts[first] as Uint8Array;
  const tail = parts.filter((_, i) => i !== first);
  const given = concatBytes([head, ...tail]);
  if (tail.length < 2 || tail.length > MAX_PARTS_TO_REORDER) return { ok: true, bytes: given };

  const givenDamage = damageOf(decodeJahisBytes(given, encoding));
  if (givenDamage.breaks === 0) return { ok: true, bytes: given };

  let best: { bytes: Uint8Array; breaks: number; defects: number } | null = null;
  for (const order of permutations(tail.length)) {
    const bytes = concatBytes([head, ...order.map((i) => tail[i] as Uint8Array)]);
    const text = decodeJahisBytes(bytes, encoding);
    const damage = damageOf(text);
    if (damage.unreadable > givenDamage.unreadable || damage.breaks >= givenDamage.breaks) continue;
    const defects = countDefects(text);
    if (
      best === null ||
      damage.breaks < best.breaks ||
      (damage.breaks === best.breaks && defects < best.defects)
    ) {
      best = { bytes, breaks: damage.breaks, defects };
    }
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
 * What shows, without guessing at the content, that symbols were joined in a wrong order: a
 * double-byte character cut at one seam and completed by the wrong symbol cannot be decoded,
 * the symbol that ends the message (with the end-of-file mark) is followed by another, or the
 * data stops in the middle of a drug record.
 */
function damageOf(text: string): { unreadable: number; breaks: number } {
  const unreadable = text.split(UNREADABLE).length - 1;
  const end = text.indexOf(EOF_MARK);
  const dataAfterEnd = end >= 0 && !isPadding(text.slice(end + 1)) ? 1 : 0;
  const cutShort = isCutShort(splitRecords(text).at(-1)?.fields) ? 1 : 0;
  return { unreadable, breaks: unreadable + dataAfterEnd + cutShort };
}

/** What may follow the end-of-file mark without being data: line ends, spaces, NUL padding. */
function isPadding(text: string): boolean {
  return text.split(NUL).join('').split(EOF_MARK).join('').trim() === '';
}

/**
 * How far a joined text is from a prescription as issuers write it: unknown record numbers,
 * lines with more fields than their record has, and records out of the writing order. Used
 * only to choose among orders that are equally free of visible damage, since real
 * prescriptions may hold all three.
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
