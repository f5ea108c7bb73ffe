import type { JahisRecord } from '../jahis';
import { readRxDate } from './dates';
import { integerField, textField } from './fields';
import type { KnownRecord } from './record-numbers';
import { knownRecordNumber } from './record-numbers';
import { readRps } from './rps';
import type { JahisPrescription } from './types';

/** Records the format allows more than once in a prescription. */
const REPEATABLE = new Set([81, 101, 102, 111, 181, 201, 211, 221, 231, 241, 281]);

/** Records every prescription carries; their absence is worth telling the reader about. */
const REQUIRED: ReadonlyArray<[number, string]> = [
  [1, '医療機関'],
  [5, '医師'],
  [11, '患者氏名'],
  [12, '患者性別'],
  [13, '患者生年月日'],
  [22, '保険者番号'],
  [23, '記号番号'],
  [51, '処方箋交付年月日'],
];

/**
 * Turns the records of one prescription into its reading. Nothing here refuses: records that
 * are missing, repeated, or point at an RP that does not exist are reported as warnings and the
 * rest is kept, because a partly readable prescription is still worth showing.
 */
export function buildPrescription(
  version: string,
  lines: readonly JahisRecord[],
): { prescription: JahisPrescription; warnings: string[] } {
  const warnings: string[] = [];
  const unknownRecords: string[] = [];
  const records: KnownRecord[] = [];
  for (const line of lines) {
    const number = knownRecordNumber(line.recordNumber);
    // Fields are split on every comma and the format has no quoting, so joining them again
    // gives back the line exactly as written.
    if (number === null) unknownRecords.push(line.fields.join(','));
    else records.push({ number, fields: line.fields });
  }

  const header = firstOfEach(records, warnings);
  for (const [number, name] of REQUIRED) {
    if (!header.has(number)) warnings.push(`record ${number} (${name}) is missing`);
  }

  const institution = header.get(1);
  const doctor = header.get(5);
  const patientName = header.get(11);
  const refill = header.get(64);

  const issueDate = dateOf(header.get(51), '処方箋交付年月日', false, warnings);
  const expiryDate = dateOf(header.get(52), '使用期限年月日', false, warnings);
  if (issueDate !== null && expiryDate !== null && expiryDate < issueDate) {
    warnings.push('the expiry date (record 52) is before the issue date (record 51)');
  }

  const prescription: JahisPrescription = {
    version,
    institution: institution
      ? {
          code: textField(institution, 2),
          name: textField(institution, 4),
          prefectureCode: textField(institution, 3),
        }
      : null,
    department: textField(header.get(4), 3),
    doctor: doctor ? { name: textField(doctor, 3), kana: textField(doctor, 2) } : null,
    patient: {
      name: patientName ? textField(patientName, 2) : null,
      kana: patientName ? textField(patientName, 3) : null,
      sex: textField(header.get(12), 1),
      birthDate: dateOf(header.get(13), '患者生年月日', true, warnings),
    },
    insurerNumber: textField(header.get(22), 1),
    issueDate,
    expiryDate,
    refill: refill ? readRefill(refill, warnings) : null,
    rps: readRps(records, { splitInstruction: header.has(63) }, warnings),
    unknownRecords,
  };
  return { prescription, warnings };
}

/** The prescription-wide records, each at its first occurrence. */
function firstOfEach(records: readonly KnownRecord[], warnings: string[]): Map<number, string[]> {
  const first = new Map<number, string[]>();
  for (const record of records) {
    if (REPEATABLE.has(record.number)) continue;
    if (first.has(record.number)) {
      warnings.push(`record ${record.number} appears more than once; the first one is used`);
    } else {
      first.set(record.number, record.fields);
    }
  }
  return first;
}

function dateOf(
  fields: string[] | undefined,
  name: string,
  partialAllowed: boolean,
  warnings: string[],
): string | null {
  const raw = textField(fields, 1);
  if (raw === null) return null;
  const date = readRxDate(raw, partialAllowed);
  // The value itself stays out of the message: warnings may be logged, dates identify people.
  if (date === null) warnings.push(`${name} is not a valid date`);
  return date;
}

function readRefill(fields: string[], warnings: string[]): { totalUses: number } | null {
  const totalUses = integerField(fields, 1);
  if (totalUses === null) {
    warnings.push('the refill record (64) does not say how many times it may be used');
    return null;
  }
  if (totalUses < 2 || totalUses > 3) {
    warnings.push(`a refill prescription is used 2 or 3 times, not ${totalUses}`);
  }
  return { totalUses };
}
