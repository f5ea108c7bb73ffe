import {
  decodeJahisBytes,
  fieldAt,
  parseIntegerField,
  splitRecords,
  type QrSymbolBytes,
} from '@harmo/medical-formats';
import { structuredAppendProgress, type ScanProgressOf } from '@harmo/shared';

/** Where a symbol sits in a notebook split between records (record 911), if it is a part. */
export interface SplitPart {
  dataId: string | null;
  partCount: number;
  partNumber: number;
}

const SPLIT_RECORD = '911';

/** Reads a symbol's closing 911 record: `911,<データ固有ID>,<分割数>,<データ連番>`. */
export function splitPartOf(
  bytes: Uint8Array,
  encoding: 'shift_jis' | 'utf-8' = 'shift_jis',
): SplitPart | null {
  const records = splitRecords(decodeJahisBytes(bytes, encoding));
  const first = records[0];
  const last = records[records.length - 1];
  if (!first || !last || !first.recordNumber.startsWith('JAHISTC')) return null;
  if (last.recordNumber !== SPLIT_RECORD) return null;
  const partCount = parseIntegerField(fieldAt(last, 2));
  const partNumber = parseIntegerField(fieldAt(last, 3));
  if (partCount === null || partNumber === null || partNumber < 1 || partNumber > partCount) {
    return null;
  }
  return { dataId: fieldAt(last, 1), partCount, partNumber };
}

/** The parts a split notebook lacks, by number, or an empty list when nothing is missing. */
export function missingSplitParts(
  symbols: readonly QrSymbolBytes[],
  encoding: 'shift_jis' | 'utf-8' = 'shift_jis',
): { missing: number[]; total: number } {
  const parts = symbols
    .map((s) => splitPartOf(s.bytes, encoding))
    .filter((p): p is SplitPart => p !== null);
  const total = parts[0]?.partCount ?? 0;
  const have = new Set(parts.filter((p) => p.partCount === total).map((p) => p.partNumber));
  const missing: number[] = [];
  for (let n = 1; n <= total; n += 1) if (!have.has(n)) missing.push(n);
  return { missing, total };
}

/**
 * Progress of a notebook scan for the camera: a Structured Append set by its positions, a
 * notebook split by record 911 by its part numbers, anything else complete in one symbol.
 */
export const notebookScanProgress: ScanProgressOf = (symbols) => {
  if (symbols.some((s) => s.sequenceSize > 1)) return structuredAppendProgress(symbols);
  const parts = symbols.map((s) => splitPartOf(s.bytes));
  const latest = parts[parts.length - 1];
  if (!latest) return structuredAppendProgress(symbols);
  // The part just read decides which notebook is being read; parts of another one are ignored.
  const same = parts.filter(
    (p): p is SplitPart =>
      p !== null && p.dataId === latest.dataId && p.partCount === latest.partCount,
  );
  const read = new Set(same.map((p) => p.partNumber)).size;
  return { read, total: latest.partCount, complete: read === latest.partCount };
};
