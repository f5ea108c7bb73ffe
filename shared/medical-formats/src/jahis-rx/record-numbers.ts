/**
 * The record numbers of the prescription symbol, how many fields each has in the newest layout,
 * and the order an issuer writes them in: the prescription-wide records first, then per RP its
 * own records followed by each drug's records.
 */

/** A record whose number the format defines, with its fields (`fields[n]` is field n). */
export interface KnownRecord {
  number: number;
  fields: string[];
}

const HEADER_FIELD_COUNTS: ReadonlyArray<[number, number]> = [
  [1, 4],
  [2, 2],
  [3, 3],
  [4, 3],
  [5, 3],
  [11, 3],
  [12, 1],
  [13, 1],
  [14, 1],
  [21, 1],
  [22, 1],
  [23, 4],
  [24, 2],
  [25, 1],
  [27, 2],
  [28, 2],
  [29, 2],
  [30, 2],
  [31, 1],
  [51, 1],
  [52, 1],
  [61, 3],
  [62, 1],
  [63, 2],
  [64, 1],
  [81, 3],
  [82, 2],
];
const RP_FIELD_COUNTS: ReadonlyArray<[number, number]> = [
  [101, 4],
  [102, 3],
  [111, 5],
  [181, 6],
];
const DRUG_FIELD_COUNTS: ReadonlyArray<[number, number]> = [
  [201, 9],
  [211, 3],
  [221, 12],
  [231, 6],
  [241, 4],
  [281, 6],
];

const FIELD_COUNTS = new Map<string, number>(
  [...HEADER_FIELD_COUNTS, ...RP_FIELD_COUNTS, ...DRUG_FIELD_COUNTS].map(([number, count]) => [
    String(number),
    count,
  ]),
);
const RP_RECORDS = new Set(RP_FIELD_COUNTS.map(([number]) => number));
const DRUG_RECORDS = new Set(DRUG_FIELD_COUNTS.map(([number]) => number));

/**
 * The record number of a line, or `null` when it is not one the format defines. Only the
 * canonical spelling counts (`1`, not `01`): anything else is kept as an unknown line rather
 * than guessed at.
 */
export function knownRecordNumber(firstField: string): number | null {
  return FIELD_COUNTS.has(firstField) ? Number(firstField) : null;
}

/** How many fields follow the record number in the newest layout (older ones have fewer). */
export function layoutFieldCount(recordNumber: number): number {
  return FIELD_COUNTS.get(String(recordNumber)) ?? 0;
}

/**
 * Where a record belongs in the issuer's writing order, as a tuple compared element by element.
 * RP records carry the RP number in field 1, drug records the RP number and the drug's sequence
 * in fields 1 and 2; an unreadable number sorts as 0.
 */
export function writingOrderKey(recordNumber: number, fields: readonly string[]): number[] {
  if (RP_RECORDS.has(recordNumber)) return [1, sortNumber(fields[1]), 0, 0, recordNumber];
  if (DRUG_RECORDS.has(recordNumber)) {
    return [1, sortNumber(fields[1]), 1, sortNumber(fields[2]), recordNumber];
  }
  return [0, recordNumber];
}

/**
 * Whether a record stops before its last required field: a drug record (201) always ends with
 * its unit name (field 9), so a shorter one was cut off where a symbol of the set ended.
 */
export function isCutShort(fields: readonly string[] | undefined): boolean {
  return fields?.[0]?.trim() === '201' && fields.length < 10;
}

export function compareKeys(a: readonly number[], b: readonly number[]): number {
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

function sortNumber(field: string | undefined): number {
  return field !== undefined && /^[0-9]{1,9}$/.test(field) ? Number(field) : 0;
}
