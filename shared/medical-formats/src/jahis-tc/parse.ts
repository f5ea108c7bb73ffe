import {
  decodeJahisBytes,
  joinStructuredAppend,
  MAX_JAHIS_PAYLOAD_LENGTH,
  splitRecords,
  withoutByteOrderMark,
  withoutByteOrderMarkText,
  type JahisRecord,
  type JahisTextEncoding,
  type QrSymbolBytes,
} from '../jahis';
import { buildNotebook } from './notebook-builder';
import {
  endsWithSplitRecord,
  hasUsableSplitRecord,
  joinSplitParts,
  type PayloadPart,
} from './split-parts';
import type { JahisTcParseResult } from './types';
import { isVersionRecord, readVersionRecord } from './version-record';

/**
 * One scanned symbol: its raw bytes (CP932 unless told otherwise), bytes with the Structured
 * Append position the QR decoder reported, or text already decoded.
 */
export type JahisTcSymbol = Uint8Array | QrSymbolBytes | string;

export interface JahisTcParseOptions {
  /** How byte symbols are encoded: `shift_jis` (every real QR code) or `utf-8` (typed text). */
  encoding?: JahisTextEncoding;
}

type Assembly = { ok: true; parts: PayloadPart[] } | { ok: false; error: string };

const TOO_LARGE = "the data is far larger than a notebook's QR codes can hold";

function hasPosition(symbol: JahisTcSymbol): symbol is QrSymbolBytes {
  return (
    typeof symbol === 'object' &&
    !(symbol instanceof Uint8Array) &&
    (symbol.sequenceSize ?? -1) >= 1
  );
}

function isSymbol(value: unknown): value is JahisTcSymbol {
  return (
    typeof value === 'string' ||
    value instanceof Uint8Array ||
    (typeof value === 'object' &&
      value !== null &&
      (value as { bytes?: unknown }).bytes instanceof Uint8Array)
  );
}

/**
 * A symbol without the UTF-8 byte-order mark a tool may have saved in front of it (a text file
 * starts with one, and some tools write it before Shift_JIS bytes too): it is not data.
 */
function withoutMark(symbol: Uint8Array | string): Uint8Array | string {
  return typeof symbol === 'string'
    ? withoutByteOrderMarkText(symbol)
    : withoutByteOrderMark(symbol);
}

function textOf(symbol: Uint8Array | string, encoding: JahisTextEncoding): string {
  return typeof symbol === 'string' ? symbol : decodeJahisBytes(symbol, encoding);
}

function bytesOf(symbol: JahisTcSymbol): Uint8Array | string {
  return typeof symbol === 'string' || symbol instanceof Uint8Array ? symbol : symbol.bytes;
}

function partOf(text: string): PayloadPart {
  return { records: splitRecords(text) };
}

/** Whether a part starts with a notebook version record and ends with its 911. */
function isSplitPart(part: PayloadPart): boolean {
  const first = part.records[0];
  return first !== undefined && isVersionRecord(first) && endsWithSplitRecord(part);
}

/**
 * Turns the symbols into payload parts. Symbols that each start with the version record and
 * end with a 911 are parts of a record-level split, joined later by their numbers. Anything
 * else with several symbols is a Structured Append set: its bytes are joined, then decoded
 * once, because the cuts may fall inside a character.
 */
function assemble(symbols: readonly JahisTcSymbol[], encoding: JahisTextEncoding): Assembly {
  if (symbols.length === 0) return { ok: false, error: 'no QR symbol was given' };
  if (symbols.some(hasPosition)) {
    if (!symbols.every((s) => typeof s !== 'string')) {
      return {
        ok: false,
        error: 'text symbols cannot be joined by their Structured Append position',
      };
    }
    const joined = joinStructuredAppend(symbols as (Uint8Array | QrSymbolBytes)[]);
    // Decoded as Shift_JIS, a mark's bytes would be two characters in front of `JAHIS`.
    return joined.ok
      ? { ok: true, parts: [partOf(textOf(withoutByteOrderMark(joined.bytes), encoding))] }
      : joined;
  }

  // Without positions, each symbol may come from a file of its own, each with its own mark.
  const raw = symbols.map((symbol) => withoutMark(bytesOf(symbol)));
  const parts = raw.map((symbol) => partOf(textOf(symbol, encoding)));
  if (parts.length === 1 || parts.every(isSplitPart)) return { ok: true, parts };

  const starts = parts.filter(
    (part) => part.records[0] !== undefined && isVersionRecord(part.records[0]),
  ).length;
  if (starts > 1) {
    return {
      ok: false,
      error: `${starts} symbols each start a notebook, but not all of them end with a 911 split record, so they cannot be joined`,
    };
  }
  if (raw.every((symbol): symbol is Uint8Array => symbol instanceof Uint8Array)) {
    const joined = joinStructuredAppend(raw);
    return joined.ok ? { ok: true, parts: [partOf(textOf(joined.bytes, encoding))] } : joined;
  }
  // Text symbols were decoded already; the one with the version record goes first.
  const texts = raw.map((symbol) => textOf(symbol, encoding));
  const first = Math.max(
    0,
    texts.findIndex((text) => text.replace(/^[\s\uFEFF]+/, '').startsWith('JAHIS')),
  );
  const ordered = [texts[first] ?? '', ...texts.filter((_, i) => i !== first)];
  return { ok: true, parts: [partOf(ordered.join(''))] };
}

function parseParts(parts: PayloadPart[]): JahisTcParseResult {
  const [single] = parts;
  // A payload read alone whose 911 cannot say which part it is holds all there is to read: the
  // record is skipped with a warning (as one inside the data is) rather than refusing the rest.
  if (
    parts.length === 1 &&
    single &&
    (!endsWithSplitRecord(single) || !hasUsableSplitRecord(single))
  ) {
    const version = readVersionRecord(single.records);
    if (!version.ok) return version;
    return { ok: true, notebook: buildNotebook(version.version, single.records, null) };
  }
  const joined = joinSplitParts(parts);
  if (!joined.ok) return joined;
  const records: JahisRecord[] = joined.records;
  const version = readVersionRecord(records);
  if (!version.ok) return version;
  return {
    ok: true,
    notebook: buildNotebook(version.version, records, {
      dataId: joined.dataId,
      partCount: joined.partCount,
    }),
  };
}

/**
 * Reads a JAHIS 電子版お薬手帳 payload: one symbol, or every symbol of a notebook spread over
 * several (record 911 parts in any order, or a Structured Append set). Never throws: input
 * that is no notebook, or a split set with a part missing, gives `{ ok: false, error }` in
 * plain words.
 */
export function parseJahisTc(
  input: JahisTcSymbol | readonly JahisTcSymbol[],
  options: JahisTcParseOptions = {},
): JahisTcParseResult {
  try {
    const symbols: unknown[] = Array.isArray(input) ? [...(input as unknown[])] : [input];
    const wrong = symbols.findIndex((symbol) => !isSymbol(symbol));
    if (wrong >= 0) return { ok: false, error: `symbol ${wrong + 1} is neither bytes nor text` };
    const size = (symbols as JahisTcSymbol[]).reduce(
      (sum, symbol) => sum + (typeof symbol === 'string' ? symbol : bytesOf(symbol)).length,
      0,
    );
    if (size > MAX_JAHIS_PAYLOAD_LENGTH) return { ok: false, error: TOO_LARGE };
    const encoding = options.encoding ?? 'shift_jis';
    if (encoding !== 'shift_jis' && encoding !== 'utf-8') {
      return { ok: false, error: `unknown text encoding "${String(encoding)}"` };
    }
    const assembly = assemble(symbols as JahisTcSymbol[], encoding);
    return assembly.ok ? parseParts(assembly.parts) : assembly;
  } catch {
    // Nothing above is expected to throw; this keeps the promise to callers if something does.
    return { ok: false, error: 'the payload could not be read' };
  }
}
