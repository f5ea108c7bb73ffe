/**
 * QR Structured Append (連結, ISO/IEC 18004): one message cut into up to 16 symbols at
 * arbitrary byte offsets, even between the two bytes of one Shift_JIS character. The bytes are
 * therefore joined first and decoded once; decoding each symbol alone corrupts every seam.
 */

/** One scanned symbol with what the QR decoder reports about its place in a set. */
export interface QrSymbolBytes {
  bytes: Uint8Array;
  /** 0-based position in the Structured Append set; absent or negative when unknown. */
  sequenceIndex?: number;
  /** Number of symbols in the set; absent or negative when unknown. */
  sequenceSize?: number;
  /** The set's parity byte (XOR of every byte of the whole message), when the decoder gives it. */
  parity?: number;
}

export type StructuredAppendJoin = { ok: true; bytes: Uint8Array } | { ok: false; error: string };

const JAHIS_PREFIX = [0x4a, 0x41, 0x48, 0x49, 0x53]; // "JAHIS": every JAHIS payload starts so

/**
 * What a reader passes over before a payload's first record: blank lines, spaces (ASCII, and
 * Shift_JIS's full-width 0x81 0x40) and a UTF-8 byte order mark.
 */
function leadingBlankLength(bytes: Uint8Array): number {
  let at = 0;
  for (;;) {
    const byte = bytes[at];
    if (byte === 0x0d || byte === 0x0a || byte === 0x20 || byte === 0x09) at += 1;
    else if (byte === 0x81 && bytes[at + 1] === 0x40) at += 2;
    else if (byte === 0xef && bytes[at + 1] === 0xbb && bytes[at + 2] === 0xbf) at += 3;
    else return at;
  }
}

/** Whether the symbol's first record is a version record: `JAHIS`, after any blank lines. */
function startsWithJahis(bytes: Uint8Array): boolean {
  const start = leadingBlankLength(bytes);
  return JAHIS_PREFIX.every((byte, i) => bytes[start + i] === byte);
}

function hasPosition(symbol: QrSymbolBytes): boolean {
  return (
    symbol.sequenceIndex !== undefined &&
    symbol.sequenceSize !== undefined &&
    symbol.sequenceIndex >= 0 &&
    symbol.sequenceSize >= 1
  );
}

/** The parts one after another, as one message. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

function joinByPosition(symbols: readonly QrSymbolBytes[]): StructuredAppendJoin {
  const size = symbols[0]?.sequenceSize ?? 0;
  if (symbols.some((s) => s.sequenceSize !== size)) {
    return {
      ok: false,
      error: 'the symbols belong to different Structured Append sets (their symbol counts differ)',
    };
  }
  const byIndex = new Map<number, Uint8Array>();
  for (const symbol of symbols) {
    const index = symbol.sequenceIndex ?? -1;
    if (!Number.isInteger(index) || index >= size) {
      return {
        ok: false,
        error: `symbol position ${index + 1} is beyond the set of ${size} symbols`,
      };
    }
    // The same symbol scanned twice is harmless: the first scan is kept.
    if (!byIndex.has(index)) byIndex.set(index, symbol.bytes);
  }
  const missing: string[] = [];
  const ordered: Uint8Array[] = [];
  for (let index = 0; index < size; index += 1) {
    const bytes = byIndex.get(index);
    if (bytes) ordered.push(bytes);
    else missing.push(`symbol ${index + 1} of ${size} is missing`);
  }
  if (missing.length > 0) return { ok: false, error: missing.join('; ') };

  const joined = concatBytes(ordered);
  const parities = symbols
    .map((s) => s.parity)
    .filter((p): p is number => p !== undefined && p >= 0);
  if (parities.length > 0) {
    if (parities.some((p) => p !== parities[0])) {
      return {
        ok: false,
        error: 'the symbols belong to different Structured Append sets (their parity bytes differ)',
      };
    }
    const parity = joined.reduce((acc, byte) => acc ^ byte, 0);
    if (parity !== parities[0]) {
      return { ok: false, error: 'the joined symbols fail the Structured Append parity check' };
    }
  }
  return { ok: true, bytes: joined };
}

/**
 * Joins the symbols of one Structured Append set into the message bytes.
 *
 * With positions (`sequenceIndex` / `sequenceSize`) the symbols may come in any order and
 * repeated scans are ignored; a missing symbol is reported by number. Without positions the
 * symbol that starts with `JAHIS` (the version record) goes first and the others keep the
 * order given, which is the order the user scanned or laid them out.
 */
export function joinStructuredAppend(
  symbols: readonly (Uint8Array | QrSymbolBytes)[],
): StructuredAppendJoin {
  const normalized = symbols.map((s) => (s instanceof Uint8Array ? { bytes: s } : s));
  if (normalized.length === 0) return { ok: false, error: 'no QR symbol was given' };

  const positioned = normalized.filter(hasPosition);
  if (positioned.length === normalized.length) return joinByPosition(normalized);
  if (positioned.length > 0) {
    return {
      ok: false,
      error: 'some symbols carry their Structured Append position and others do not',
    };
  }

  const first = normalized.findIndex((s) => startsWithJahis(s.bytes));
  const ordered =
    first <= 0 ? normalized : [normalized[first]!, ...normalized.filter((_, i) => i !== first)];
  return { ok: true, bytes: concatBytes(ordered.map((s) => s.bytes)) };
}
