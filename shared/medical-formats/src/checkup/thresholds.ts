/**
 * The ministry's judgement values for check-up results, in one table: the 保健指導判定値
 * (guidance), the 受診勧奨判定値 (referral), and the 階層化 step-1 cut-offs (stratification:
 * waist, BMI, visceral fat). The marks on results and the bands drawn on charts both read this
 * table, so a value changes in one place. A value at a line is a prompt to look again, not a
 * diagnosis; the lab's own reference ranges in the file are another scale and are not used here.
 */

/** A cut-off: at or above, strictly below, or at or below a value. */
export type ThresholdCut = { atLeast: number } | { below: number } | { atMost: number };

/** A cut-off for everyone, or one per sex (`male` for sex code 1, `female` for 2). */
export type ThresholdLine = ThresholdCut | { male: ThresholdCut; female: ThresholdCut };

/** A measured item (`PQ`) judged by its number. */
export interface QuantityThreshold {
  kind: 'quantity';
  /** One key per analyte, shared by its item codes (one code per method or material). */
  analyte: string;
  /** The ministry's name of the item. */
  label: string;
  /** 特定健診項目コード (17 characters) the row applies to. */
  itemCodes: readonly string[];
  /** The unit the cut-offs are written in, as the ministry writes it. */
  unit: string;
  guidance?: ThresholdLine;
  referral?: ThresholdLine;
  stratification?: ThresholdLine;
}

/** A qualitative item (`CD`) judged by its answer code. */
export interface CodedThreshold {
  kind: 'coded';
  analyte: string;
  label: string;
  itemCodes: readonly string[];
  /** OID of the answer table the codes below belong to. */
  answerTable: string;
  guidance?: readonly string[];
  referral?: readonly string[];
}

export type CheckupThreshold = QuantityThreshold | CodedThreshold;

/** Answer table 定性 (尿): 1 −, 2 ±, 3 1+, 4 2+, 5 3+. */
const URINE_QUALITATIVE = '1.2.392.200119.6.2102';

export const CHECKUP_THRESHOLDS: readonly CheckupThreshold[] = [
  // 「標準的な健診・保健指導プログラム（令和6年度版）」第2編 別紙5
  // 「健診検査項目の保健指導判定値及び受診勧奨判定値」: 収縮期血圧 130 / 140 mmHg.
  {
    kind: 'quantity',
    analyte: 'systolicBloodPressure',
    label: '収縮期血圧',
    itemCodes: ['9A751000000000001', '9A752000000000001', '9A755000000000001'],
    unit: 'mmHg',
    guidance: { atLeast: 130 },
    referral: { atLeast: 140 },
  },
  // 同 別紙5: 拡張期血圧 85 / 90 mmHg.
  {
    kind: 'quantity',
    analyte: 'diastolicBloodPressure',
    label: '拡張期血圧',
    itemCodes: ['9A761000000000001', '9A762000000000001', '9A765000000000001'],
    unit: 'mmHg',
    guidance: { atLeast: 85 },
    referral: { atLeast: 90 },
  },
  // 同 別紙5: 空腹時血糖 100 / 126 mg/dl.
  {
    kind: 'quantity',
    analyte: 'fastingGlucose',
    label: '空腹時血糖',
    itemCodes: ['3D010000001926101', '3D010000002227101', '3D010000001927201', '3D010000001999901'],
    unit: 'mg/dl',
    guidance: { atLeast: 100 },
    referral: { atLeast: 126 },
  },
  // 同 別紙5: 随時血糖 has the same lines as 空腹時血糖.
  {
    kind: 'quantity',
    analyte: 'randomGlucose',
    label: '随時血糖',
    itemCodes: ['3D010129901926101', '3D010129902227101', '3D010129901927201', '3D010129901999901'],
    unit: 'mg/dl',
    guidance: { atLeast: 100 },
    referral: { atLeast: 126 },
  },
  // 同 別紙5: HbA1c (NGSP) 5.6 / 6.5 %. The older JDS values (3D045…) are on another scale
  // and carry no mark.
  {
    kind: 'quantity',
    analyte: 'hba1c',
    label: 'HbA1c（NGSP値）',
    itemCodes: ['3D046000001906202', '3D046000001920402', '3D046000001927102', '3D046000001999902'],
    unit: '%',
    guidance: { atLeast: 5.6 },
    referral: { atLeast: 6.5 },
  },
  // 同 別紙5: 中性脂肪（空腹時）150 / 300 mg/dl.
  {
    kind: 'quantity',
    analyte: 'fastingTriglycerides',
    label: '中性脂肪（空腹時）',
    itemCodes: ['3F015000002327101', '3F015000002327201', '3F015000002399901'],
    unit: 'mg/dl',
    guidance: { atLeast: 150 },
    referral: { atLeast: 300 },
  },
  // 同 別紙5: 中性脂肪（随時）175 / 300 mg/dl, a line of its own since the 令和6年度版.
  {
    kind: 'quantity',
    analyte: 'randomTriglycerides',
    label: '中性脂肪（随時）',
    itemCodes: ['3F015129902327101', '3F015129902327201', '3F015129902399901'],
    unit: 'mg/dl',
    guidance: { atLeast: 175 },
    referral: { atLeast: 300 },
  },
  // 同 別紙5: HDLコレステロール below 40 mg/dl. The 受診勧奨判定値 is left out on purpose:
  // the older program wrote 34 or less, the 令和6年度版 is read as giving none, and until that is
  // settled only the guidance line is drawn.
  {
    kind: 'quantity',
    analyte: 'hdlCholesterol',
    label: 'HDLコレステロール',
    itemCodes: ['3F070000002327101', '3F070000002327201', '3F070000002399901'],
    unit: 'mg/dl',
    guidance: { below: 40 },
  },
  // 同 別紙5: LDLコレステロール 120 / 140 mg/dl.
  {
    kind: 'quantity',
    analyte: 'ldlCholesterol',
    label: 'LDLコレステロール',
    itemCodes: ['3F077000002327101', '3F077000002327201', '3F077000002399901'],
    unit: 'mg/dl',
    guidance: { atLeast: 120 },
    referral: { atLeast: 140 },
  },
  // 同 別紙5: Non-HDLコレステロール 150 / 170 mg/dl.
  {
    kind: 'quantity',
    analyte: 'nonHdlCholesterol',
    label: 'Non-HDLコレステロール',
    itemCodes: ['3F069000002391901'],
    unit: 'mg/dl',
    guidance: { atLeast: 150 },
    referral: { atLeast: 170 },
  },
  // 同 別紙5: AST（GOT）31 / 51 U/l.
  {
    kind: 'quantity',
    analyte: 'ast',
    label: 'AST（GOT）',
    itemCodes: ['3B035000002327201', '3B035000002399901'],
    unit: 'U/l',
    guidance: { atLeast: 31 },
    referral: { atLeast: 51 },
  },
  // 同 別紙5: ALT（GPT）31 / 51 U/l.
  {
    kind: 'quantity',
    analyte: 'alt',
    label: 'ALT（GPT）',
    itemCodes: ['3B045000002327201', '3B045000002399901'],
    unit: 'U/l',
    guidance: { atLeast: 31 },
    referral: { atLeast: 51 },
  },
  // 同 別紙5: γ-GT（γ-GTP）51 / 101 U/l.
  {
    kind: 'quantity',
    analyte: 'gammaGt',
    label: 'γ-GT（γ-GTP）',
    itemCodes: ['3B090000002327101', '3B090000002399901'],
    unit: 'U/l',
    guidance: { atLeast: 51 },
    referral: { atLeast: 101 },
  },
  // 同 別紙5: eGFR below 60 / below 45 ml/min/1.73m2.
  {
    kind: 'quantity',
    analyte: 'egfr',
    label: 'eGFR',
    itemCodes: ['8A065000002391901'],
    unit: 'ml/min/1.73m2',
    guidance: { below: 60 },
    referral: { below: 45 },
  },
  // 同 別紙5: 血色素量 13.0 / 12.0 g/dl or less for men, 12.0 / 11.0 for women. Only secondary
  // transcriptions of these two lines were at hand; check them against the table when it is.
  {
    kind: 'quantity',
    analyte: 'hemoglobin',
    label: '血色素量（ヘモグロビン値）',
    itemCodes: ['2A030000001930101'],
    unit: 'g/dl',
    guidance: { male: { atMost: 13.0 }, female: { atMost: 12.0 } },
    referral: { male: { atMost: 12.0 }, female: { atMost: 11.0 } },
  },
  // 同 別紙5: 尿蛋白 (±) is the guidance line, (+) or more the referral line.
  {
    kind: 'coded',
    analyte: 'urineProtein',
    label: '尿蛋白',
    itemCodes: ['1A010000000190111', '1A010000000191111'],
    answerTable: URINE_QUALITATIVE,
    guidance: ['2'],
    referral: ['3', '4', '5'],
  },
  // 「標準的な健診・保健指導プログラム（令和6年度版）」第2編第3章 保健指導対象者の選定と階層化,
  // ステップ1: 腹囲 85 cm or more for men, 90 cm or more for women (measured, self-judged or
  // self-reported alike).
  {
    kind: 'quantity',
    analyte: 'waist',
    label: '腹囲',
    itemCodes: ['9N016160100000001', '9N016160200000001', '9N016160300000001'],
    unit: 'cm',
    stratification: { male: { atLeast: 85 }, female: { atLeast: 90 } },
  },
  // 同 ステップ1: BMI 25 or more (looked at when the waist is under its line).
  {
    kind: 'quantity',
    analyte: 'bmi',
    label: 'BMI',
    itemCodes: ['9N011000000000001'],
    unit: 'kg/m2',
    stratification: { atLeast: 25 },
  },
  // 同 ステップ1: 内臓脂肪面積 100 cm2 or more, which takes the place of the waist when measured.
  {
    kind: 'quantity',
    analyte: 'visceralFatArea',
    label: '内臓脂肪面積',
    itemCodes: ['9N021000000000001'],
    unit: 'cm2',
    // Its line stands in the 保健指導判定値 column of the ministry's table, and the marks name
    // only 腹囲 and BMI as stratification: a value at or past it is marked guidance.
    guidance: { atLeast: 100 },
  },
];

/** The row that judges an item code, if any. */
export function thresholdForItem(itemCode: string): CheckupThreshold | undefined {
  return CHECKUP_THRESHOLDS.find((row) => row.itemCodes.includes(itemCode));
}
