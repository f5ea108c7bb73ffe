import { fieldAt, parseIntegerField, type JahisRecord } from '../jahis';
import { SPLIT_RECORD } from './record-numbers';
import { readVersionRecord } from './version-record';

/** The records of one symbol (or of the one text a caller gave). */
export interface PayloadPart {
  records: JahisRecord[];
}

export type JoinedRecords =
  | { ok: true; records: JahisRecord[]; dataId: string | null; partCount: number }
  | { ok: false; error: string };

/** 分割数 and データ連番 are three digits. */
const MAX_PARTS = 999;
/** A refusal names this many missing parts and counts the rest. */
const MISSING_NAMED = 5;

interface NumberedPart {
  records: JahisRecord[];
  dataId: string | null;
  partCount: number;
  partNumber: number;
}

/** Whether a part ends with a 911 record, i.e. is one part of a record-level split. */
export function endsWithSplitRecord(part: PayloadPart): boolean {
  return part.records[part.records.length - 1]?.recordNumber === SPLIT_RECORD;
}

function readPart(part: PayloadPart, symbol: number, symbolCount: number): NumberedPart | string {
  const where = symbolCount > 1 ? `symbol ${symbol}: ` : '';
  const version = readVersionRecord(part.records);
  if (!version.ok) return `${where}${version.error}`;
  const last = part.records[part.records.length - 1];
  if (!last || last.recordNumber !== SPLIT_RECORD) {
    return `${where}the part does not end with a 911 split record, so it cannot be joined with the others`;
  }
  const partCount = parseIntegerField(fieldAt(last, 2));
  const partNumber = parseIntegerField(fieldAt(last, 3));
  if (partCount === null || partCount < 1 || partCount > MAX_PARTS)
    return `${where}the 911 split record has no valid number of parts`;
  if (partNumber === null || partNumber < 1 || partNumber > partCount) {
    return `${where}the 911 split record names part ${fieldAt(last, 3) ?? '(none)'} of ${partCount}, which does not exist`;
  }
  return { records: part.records, dataId: fieldAt(last, 1), partCount, partNumber };
}

/** Whether two readings of a part hold the same records (line ends and blank lines aside). */
function sameRecords(a: readonly JahisRecord[], b: readonly JahisRecord[]): boolean {
  return (
    a.length === b.length &&
    a.every((record, i) => record.fields.join(',') === b[i]?.fields.join(','))
  );
}

/**
 * Whether a part's closing 911 record names a real part of a real count. One that does not (no
 * count, part 0) cannot place the part among others, but a payload read alone is whole anyway.
 */
export function hasUsableSplitRecord(part: PayloadPart): boolean {
  return typeof readPart(part, 1, 1) !== 'string';
}

/**
 * Joins the parts of a notebook split between records (record 911): any scan order, every part
 * 1..n required exactly once. The first part keeps its version record; later
 * parts lose theirs, and every part loses its 911, so the records read as one payload.
 */
export function joinSplitParts(parts: readonly PayloadPart[]): JoinedRecords {
  const numbered: NumberedPart[] = [];
  for (const [index, part] of parts.entries()) {
    const read = readPart(part, index + 1, parts.length);
    if (typeof read === 'string') return { ok: false, error: read };
    numbered.push(read);
  }
  const [reference] = numbered;
  if (!reference) return { ok: false, error: 'no QR symbol was given' };
  const otherId = numbered.find((p) => p.dataId !== reference.dataId);
  if (otherId) {
    return {
      ok: false,
      error: `the symbols belong to different notebooks (split data IDs ${reference.dataId ?? '(none)'} and ${otherId.dataId ?? '(none)'})`,
    };
  }
  const otherCount = numbered.find((p) => p.partCount !== reference.partCount);
  if (otherCount) {
    return {
      ok: false,
      error: `the symbols disagree on the number of parts (${reference.partCount} and ${otherCount.partCount})`,
    };
  }

  // Each part exactly once. A camera's repeated readings of one symbol are dropped before they
  // get here (the scanner keeps a symbol once); a part given twice is a mistake of whoever
  // assembled the parts, and is said rather than guessed at.
  const byNumber = new Map<number, NumberedPart>();
  for (const part of numbered) {
    const kept = byNumber.get(part.partNumber);
    if (!kept) {
      byNumber.set(part.partNumber, part);
      continue;
    }
    const name = `part ${part.partNumber} of ${reference.partCount}`;
    return {
      ok: false,
      error: sameRecords(kept.records, part.records)
        ? `${name} was given twice`
        : // Which of the two is the notebook's cannot be told: neither is taken.
          `${name} was given twice with different contents`,
    };
  }
  const missing: string[] = [];
  for (let n = 1; n <= reference.partCount; n += 1) {
    if (!byNumber.has(n)) missing.push(`part ${n} of ${reference.partCount} missing`);
  }
  if (missing.length > 0) {
    const more = missing.length - MISSING_NAMED;
    const named = missing.slice(0, MISSING_NAMED).join('; ');
    return { ok: false, error: more > 0 ? `${named}; and ${more} more parts missing` : named };
  }

  const records: JahisRecord[] = [];
  for (let n = 1; n <= reference.partCount; n += 1) {
    const part = byNumber.get(n)!.records;
    records.push(...part.slice(n === 1 ? 0 : 1, -1));
  }
  // Line numbers count through the joined payload, so warnings point into one text.
  const renumbered = records.map((record, index) => ({ ...record, lineNumber: index + 1 }));
  return {
    ok: true,
    records: renumbered,
    dataId: reference.dataId,
    partCount: reference.partCount,
  };
}
