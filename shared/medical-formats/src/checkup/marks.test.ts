import { markCheckup, markCheckupItem } from './marks';
import { CHECKUP_THRESHOLDS } from './thresholds';
import type { Checkup, CheckupItem } from './types';

const pq = (code: string, value: number, unit: string | null): CheckupItem => ({
  code,
  name: null,
  type: 'PQ',
  value,
  unit,
});

function checkupOf(sex: string | null, items: CheckupItem[]): Checkup {
  return {
    reportCategory: '10',
    date: '2024-06-05',
    institution: { code: null, name: null },
    patient: { nameKana: null, sex, birthDate: null },
    items,
  };
}

const SYSTOLIC = '9A751000000000001';
const HDL = '3F070000002327101';
const EGFR = '8A065000002391901';
const WAIST = '9N016160100000001';
const BMI = '9N011000000000001';
const HEMOGLOBIN = '2A030000001930101';
const URINE_PROTEIN = '1A010000000191111';

describe('markCheckup', () => {
  it('marks a check-up past the lines, and nothing else', () => {
    const checkup = checkupOf('1', [
      pq('9N001000000000001', 170, 'cm'),
      pq(SYSTOLIC, 150, 'mmHg'),
      pq('9A761000000000001', 84, 'mmHg'),
      pq('3F015000002327101', 150, 'mg/dl'),
      pq('3D046000001906202', 6.5, '%'),
      pq('3B090000002327101', 50, 'U/L'),
      pq(EGFR, 44.9, 'ml/min/1.73m2'),
      { code: '9N511000000000049', name: null, type: 'ST', value: '要精密検査', unit: null },
    ]);
    expect(markCheckup(checkup)).toEqual({
      [SYSTOLIC]: 'referral',
      '3F015000002327101': 'guidance',
      '3D046000001906202': 'referral',
      [EGFR]: 'referral',
    });
  });

  it('puts a value at a line on the line: "at or above" includes it, "below" does not', () => {
    const mark = (code: string, value: number, unit: string) =>
      markCheckupItem(pq(code, value, unit), '1');
    expect([129, 130, 139, 140].map((value) => mark(SYSTOLIC, value, 'mmHg'))).toEqual([
      null,
      'guidance',
      'guidance',
      'referral',
    ]);
    expect([60, 59.9, 45, 44.9].map((value) => mark(EGFR, value, 'ml/min/1.73m2'))).toEqual([
      null,
      'guidance',
      'guidance',
      'referral',
    ]);
  });

  it('marks HDL below 40 as guidance only, however low', () => {
    expect(markCheckupItem(pq(HDL, 40, 'mg/dl'), '1')).toBeNull();
    expect(markCheckupItem(pq(HDL, 39, 'mg/dl'), '1')).toBe('guidance');
    expect(markCheckupItem(pq(HDL, 20, 'mg/dl'), '1')).toBe('guidance');
  });

  it('keeps random and fasting triglycerides apart', () => {
    expect(markCheckupItem(pq('3F015000002327101', 170, 'mg/dl'), '1')).toBe('guidance');
    expect(markCheckupItem(pq('3F015129902327101', 170, 'mg/dl'), '1')).toBeNull();
    expect(markCheckupItem(pq('3F015129902327101', 175, 'mg/dl'), '1')).toBe('guidance');
  });

  it('judges the waist of a woman against 90 cm', () => {
    expect(markCheckup(checkupOf('2', [pq(WAIST, 89.9, 'cm')]))).toEqual({});
    expect(markCheckup(checkupOf('2', [pq(WAIST, 90, 'cm')]))).toEqual({
      [WAIST]: 'stratification',
    });
  });

  it('judges the waist of a man against 85 cm', () => {
    expect(markCheckup(checkupOf('1', [pq(WAIST, 84.9, 'cm')]))).toEqual({});
    expect(markCheckup(checkupOf('1', [pq(WAIST, 88, 'cm')]))).toEqual({
      [WAIST]: 'stratification',
    });
  });

  it('with the sex unknown, marks a sex-specific value only when past both lines', () => {
    expect(markCheckupItem(pq(WAIST, 88, 'cm'), null)).toBeNull();
    expect(markCheckupItem(pq(WAIST, 90, 'cm'), null)).toBe('stratification');
    expect(markCheckupItem(pq(HEMOGLOBIN, 12.5, 'g/dl'), null)).toBeNull();
    expect(markCheckupItem(pq(HEMOGLOBIN, 12.5, 'g/dl'), '1')).toBe('guidance');
    expect(markCheckupItem(pq(HEMOGLOBIN, 12.5, 'g/dl'), '2')).toBeNull();
  });

  it('marks a BMI of 25 or more for stratification', () => {
    expect(markCheckupItem(pq(BMI, 24.9, 'kg/m2'), '2')).toBeNull();
    expect(markCheckupItem(pq(BMI, 25, null), '2')).toBe('stratification');
  });

  it('marks a visceral fat area of 100 cm2 or more as guidance, its line in that column', () => {
    const visceralFatArea = '9N021000000000001';
    expect(markCheckupItem(pq(visceralFatArea, 99.9, 'cm2'), '1')).toBeNull();
    expect(markCheckupItem(pq(visceralFatArea, 100, 'cm2'), '1')).toBe('guidance');
    expect(markCheckupItem(pq(visceralFatArea, 130, 'cm2'), '2')).toBe('guidance');
  });

  it('compares units case-insensitively and leaves a value in another unit unmarked', () => {
    expect(markCheckupItem(pq(HDL, 35, 'mg/dL'), '1')).toBe('guidance');
    expect(markCheckupItem(pq('3B035000002327201', 60, 'IU/l'), '1')).toBe('referral');
    expect(markCheckupItem(pq(HDL, 0.9, 'mmol/l'), '1')).toBeNull();
  });

  it('reads the UCUM spellings of a unit as the unit', () => {
    expect(markCheckupItem(pq('9A751000000000001', 140, 'mm[Hg]'), '1')).toBe('referral');
    expect(markCheckupItem(pq('8A065000002391901', 40, 'mL/min/{1.73_m2}'), '1')).toBe('referral');
    expect(markCheckupItem(pq('9A751000000000001', 140, 'kPa'), '1')).toBeNull();
  });

  it('marks urine protein by its answer code', () => {
    const urine = (value: string, codeSystem = '1.2.392.200119.6.2102'): CheckupItem => ({
      code: URINE_PROTEIN,
      name: null,
      type: 'CD',
      value,
      unit: null,
      codeSystem,
    });
    expect(['1', '2', '3', '5'].map((code) => markCheckupItem(urine(code), '1'))).toEqual([
      null,
      'guidance',
      'referral',
      'referral',
    ]);
    expect(markCheckupItem(urine('3', '1.2.392.200119.6.9999'), '1')).toBeNull();
  });

  it('keeps the stronger mark when an item code occurs twice', () => {
    const checkup = checkupOf('1', [pq(SYSTOLIC, 145, 'mmHg'), pq(SYSTOLIC, 132, 'mmHg')]);
    expect(markCheckup(checkup)).toEqual({ [SYSTOLIC]: 'referral' });
  });
});

describe('CHECKUP_THRESHOLDS', () => {
  it('judges each item code by one row only, and every row draws at least one line', () => {
    const codes = CHECKUP_THRESHOLDS.flatMap((row) => row.itemCodes);
    expect(new Set(codes).size).toBe(codes.length);
    for (const row of CHECKUP_THRESHOLDS) {
      const lines =
        row.kind === 'coded'
          ? [row.guidance, row.referral]
          : [row.guidance, row.referral, row.stratification];
      expect(lines.some((line) => line !== undefined)).toBe(true);
      expect(row.itemCodes.every((code) => /^[0-9A-Z]{17}$/.test(code))).toBe(true);
    }
  });
});
