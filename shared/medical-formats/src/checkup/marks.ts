import { thresholdForItem, type ThresholdCut, type ThresholdLine } from './thresholds';
import type { Checkup, CheckupItem } from './types';

/**
 * How a result stands against the ministry's lines: `guidance` at or past the 保健指導判定値,
 * `referral` at or past the 受診勧奨判定値, `stratification` past a 階層化 step-1 cut-off
 * (waist, BMI, visceral fat).
 */
export type CheckupMark = 'guidance' | 'referral' | 'stratification';

/** Marks by item code; an item that is not past any line has no entry. */
export type CheckupMarks = Record<string, CheckupMark>;

function isPastCut(value: number, cut: ThresholdCut): boolean {
  if ('atLeast' in cut) return value >= cut.atLeast;
  if ('below' in cut) return value < cut.below;
  return value <= cut.atMost;
}

/**
 * Whether a value is past a line. With the sex unknown, a sex-specific line counts only when
 * the value is past it for both sexes, so no mark claims more than the file supports.
 */
function isPastLine(value: number, line: ThresholdLine, sex: string | null): boolean {
  if (!('male' in line)) return isPastCut(value, line);
  if (sex === '1') return isPastCut(value, line.male);
  if (sex === '2') return isPastCut(value, line.female);
  return isPastCut(value, line.male) && isPastCut(value, line.female);
}

/**
 * Producers spell units differently (`mg/dl`, `mg/dL`, `IU/l`, full-width letters). A CDA's PQ unit
 * is by definition a UCUM code, whose spellings add brackets and annotations to the ministry's:
 * `mm[Hg]` for mmHg, `mL/min/{1.73_m2}` for ml/min/1.73m2; they are read as the same unit.
 */
function normalizeUnit(unit: string): string {
  return unit
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s[\]{}_]+/g, '')
    .replace(/^iu\//, 'u/');
}

/** A value written in another unit cannot be held against the line; no unit means the item's own. */
function isInUnit(itemUnit: string | null, lineUnit: string): boolean {
  if (itemUnit === null || itemUnit.trim() === '') return true;
  return normalizeUnit(itemUnit) === normalizeUnit(lineUnit);
}

/** The mark of one result, given the patient's sex code; null when it is not past any line. */
export function markCheckupItem(item: CheckupItem, sex: string | null): CheckupMark | null {
  const row = thresholdForItem(item.code);
  if (!row) return null;
  if (row.kind === 'coded') {
    if (item.type !== 'CD' && item.type !== 'CO') return null;
    if (item.codeSystem !== null && item.codeSystem !== row.answerTable) return null;
    if (row.referral?.includes(item.value)) return 'referral';
    if (row.guidance?.includes(item.value)) return 'guidance';
    return null;
  }
  if (item.type !== 'PQ' || !isInUnit(item.unit, row.unit)) return null;
  if (row.referral && isPastLine(item.value, row.referral, sex)) return 'referral';
  if (row.guidance && isPastLine(item.value, row.guidance, sex)) return 'guidance';
  if (row.stratification && isPastLine(item.value, row.stratification, sex)) {
    return 'stratification';
  }
  return null;
}

const WEIGHT: Record<CheckupMark, number> = { stratification: 1, guidance: 1, referral: 2 };

/**
 * Marks for a whole check-up. When an item code occurs twice (a result repeated in two
 * sections), the stronger mark stands.
 */
export function markCheckup(checkup: Checkup): CheckupMarks {
  const marks: CheckupMarks = {};
  for (const item of checkup.items) {
    const mark = markCheckupItem(item, checkup.patient.sex);
    const current = marks[item.code];
    if (mark && (!current || WEIGHT[mark] > WEIGHT[current])) marks[item.code] = mark;
  }
  return marks;
}
