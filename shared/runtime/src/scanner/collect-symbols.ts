import type { ScanProgress, ScanProgressOf, ScannedSymbol } from './types';

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/** Whether this exact symbol was read already (a camera sees one code in many frames). */
export function hasSymbol(symbols: readonly ScannedSymbol[], symbol: ScannedSymbol): boolean {
  return symbols.some(
    (known) =>
      known.format === symbol.format &&
      known.sequenceIndex === symbol.sequenceIndex &&
      sameBytes(known.bytes, symbol.bytes),
  );
}

/**
 * Adds a newly read symbol. A symbol of another Structured Append set than the ones read so
 * far starts over with it: the user moved on to another receipt.
 */
export function addSymbol(
  symbols: readonly ScannedSymbol[],
  symbol: ScannedSymbol,
): readonly ScannedSymbol[] {
  if (hasSymbol(symbols, symbol)) return symbols;
  const inSet = symbol.sequenceSize > 1;
  const first = symbols[0];
  if (
    first &&
    inSet &&
    first.sequenceSize > 1 &&
    (first.sequenceId !== symbol.sequenceId || first.sequenceSize !== symbol.sequenceSize)
  ) {
    return [symbol];
  }
  return [...symbols, symbol];
}

/**
 * The default progress: a symbol outside a Structured Append set is complete alone; a set is
 * complete when every position 0..n-1 has been read.
 */
export const structuredAppendProgress: ScanProgressOf = (symbols): ScanProgress => {
  const inSet = symbols.filter((s) => s.sequenceSize > 1);
  if (inSet.length === 0) {
    return {
      read: symbols.length,
      total: symbols.length > 0 ? 1 : null,
      complete: symbols.length > 0,
    };
  }
  const total = inSet[0]!.sequenceSize;
  const read = new Set(inSet.map((s) => s.sequenceIndex).filter((i) => i >= 0 && i < total)).size;
  return { read, total, complete: read === total };
};
