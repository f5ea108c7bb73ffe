import type { JahisTextEncoding, QrSymbolBytes, StructuredAppendJoin } from '../jahis';
import { decodeJahisBytes, joinStructuredAppend, splitRecords } from '../jahis';
import {
  compareKeys,
  knownRecordNumber,
  layoutFieldCount,
  writingOrderKey,
} from './record-numbers';

/**
 * Beyond this many parts after the first, trying every order costs more than it can be worth
 * (a prescription rarely needs more than three symbols); the parts then keep the order given.
 */
const MAX_PARTS_TO_REORDER = 5;

const JAHIS = [0x4a, 0x41, 0x48, 0x49, 0x53];

/**
 * Joins the symbols of one prescription into one byte message. The prescription format has no
 * split record of its own: its symbols are pieces of one byte stream, cut anywhere. Symbols that
 * carry their QR Structured Append position are joined by it. Without positions, the symbol that
 * starts with the version line goes first, and the others are put in the order whose records
 * read most like a prescription as issuers write it (known records, no extra fields, ascending
 * record and RP numbers); on a tie the order given wins.
 */
export function joinPrescriptionSymbols(
  symbols: readonly (Uint8Array | QrSymbolBytes)[],
  encoding: JahisTextEncoding,
): StructuredAppendJoin {
  const unplaced = symbols.map(bytesWithoutPosition);
  const first = unplaced.findIndex((bytes) => bytes !== null && startsWithJahis(bytes));
  const rest = unplaced.filter((_, i) => i !== first);
  if (
    first < 0 ||
    rest.length < 2 ||
    rest.length > MAX_PARTS_TO_REORDER ||
    unplaced.some((bytes) => bytes === null)
  ) {
    return joinStructuredAppend(symbols);
  }

  const head = unplaced[first] as Uint8Array;
  const tail = rest as Uint8Array[];
  let best: { bytes: Uint8Array; defects: number } | null = null;
  for (const order of permutations(tail.length)) {
    const joined = joinStructuredAppend([head, ...order.map((i) => tail[i] as Uint8Array)]);
    if (!joined.ok) return joined;
    const defects = countDefects(decodeJahisBytes(joined.bytes, encoding));
    if (best === null || defects < best.defects) best = { bytes: joined.bytes, defects };
    if (defects === 0) break;
  }
  return best ? { ok: true, bytes: best.bytes } : joinStructuredAppend(symbols);
}

function bytesWithoutPosition(symbol: Uint8Array | QrSymbolBytes): Uint8Array | null {
  if (symbol instanceof Uint8Array) return symbol;
  const placed = symbol.sequenceIndex !== undefined && symbol.sequenceIndex >= 0;
  return placed ? null : symbol.bytes;
}

function startsWithJahis(bytes: Uint8Array): boolean {
  return JAHIS.every((byte, i) => bytes[i] === byte);
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
 * How far a joined text is from a well-formed prescription. Symbols joined in a wrong order cut
 * records in the wrong places, which shows as unknown record numbers, lines with more fields
 * than their record has, and records out of the issuer's writing order.
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
