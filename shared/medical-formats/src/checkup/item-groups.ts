/**
 * The check-up items as the ministry's result form groups them (身体計測, 血圧, 脂質, 肝機能,
 * 血糖, 尿・腎機能, 貧血, 心電図, 問診, 判定), each item keyed by the analyte it measures. Several
 * item codes stand for one analyte (one per method or material); they share a row of a table and
 * a line of a chart. 空腹時 and 随時 values stay apart because their lines differ. Analyte keys
 * match the threshold table's, so a chart finds its bands by the same key.
 */
export interface CheckupItemKind {
  /** One key per analyte (e.g. `hba1c`), also the key of its name in the web's strings. */
  analyte: string;
  /** 特定健診項目コード (17 characters) of this analyte. */
  itemCodes: readonly string[];
}

export interface CheckupItemGroup {
  /** Key of the group (e.g. `lipids`), also the key of its heading in the web's strings. */
  key: string;
  items: readonly CheckupItemKind[];
}

export const CHECKUP_ITEM_GROUPS: readonly CheckupItemGroup[] = [
  {
    key: 'body',
    items: [
      { analyte: 'height', itemCodes: ['9N001000000000001'] },
      { analyte: 'weight', itemCodes: ['9N006000000000001'] },
      { analyte: 'bmi', itemCodes: ['9N011000000000001'] },
      {
        analyte: 'waist',
        itemCodes: ['9N016160100000001', '9N016160200000001', '9N016160300000001'],
      },
      { analyte: 'visceralFatArea', itemCodes: ['9N021000000000001'] },
    ],
  },
  {
    key: 'bloodPressure',
    items: [
      {
        analyte: 'systolicBloodPressure',
        itemCodes: ['9A751000000000001', '9A752000000000001', '9A755000000000001'],
      },
      {
        analyte: 'diastolicBloodPressure',
        itemCodes: ['9A761000000000001', '9A762000000000001', '9A765000000000001'],
      },
    ],
  },
  {
    key: 'lipids',
    items: [
      {
        analyte: 'fastingTriglycerides',
        itemCodes: ['3F015000002327101', '3F015000002327201', '3F015000002399901'],
      },
      {
        analyte: 'randomTriglycerides',
        itemCodes: ['3F015129902327101', '3F015129902327201', '3F015129902399901'],
      },
      {
        analyte: 'hdlCholesterol',
        itemCodes: ['3F070000002327101', '3F070000002327201', '3F070000002399901'],
      },
      {
        analyte: 'ldlCholesterol',
        itemCodes: ['3F077000002327101', '3F077000002327201', '3F077000002399901'],
      },
      { analyte: 'nonHdlCholesterol', itemCodes: ['3F069000002391901'] },
    ],
  },
  {
    key: 'liver',
    items: [
      { analyte: 'ast', itemCodes: ['3B035000002327201', '3B035000002399901'] },
      { analyte: 'alt', itemCodes: ['3B045000002327201', '3B045000002399901'] },
      { analyte: 'gammaGt', itemCodes: ['3B090000002327101', '3B090000002399901'] },
    ],
  },
  {
    key: 'glucose',
    items: [
      {
        analyte: 'fastingGlucose',
        itemCodes: [
          '3D010000001926101',
          '3D010000002227101',
          '3D010000001927201',
          '3D010000001999901',
        ],
      },
      {
        analyte: 'randomGlucose',
        itemCodes: [
          '3D010129901926101',
          '3D010129902227101',
          '3D010129901927201',
          '3D010129901999901',
        ],
      },
      {
        analyte: 'hba1c',
        itemCodes: [
          '3D046000001906202',
          '3D046000001920402',
          '3D046000001927102',
          '3D046000001999902',
        ],
      },
      { analyte: 'urineGlucose', itemCodes: ['1A020000000190111', '1A020000000191111'] },
    ],
  },
  {
    key: 'kidney',
    items: [
      { analyte: 'urineProtein', itemCodes: ['1A010000000190111', '1A010000000191111'] },
      { analyte: 'creatinine', itemCodes: ['3C015000002327101', '3C015000002399901'] },
      { analyte: 'egfr', itemCodes: ['8A065000002391901'] },
      { analyte: 'uricAcid', itemCodes: ['3C020000002327101'] },
    ],
  },
  {
    key: 'anaemia',
    items: [{ analyte: 'hemoglobin', itemCodes: ['2A030000001930101'] }],
  },
  {
    key: 'ecg',
    items: [
      { analyte: 'ecgFindingPresent', itemCodes: ['9A110160700000011'] },
      { analyte: 'ecgFinding', itemCodes: ['9A110160800000049'] },
    ],
  },
  {
    key: 'questionnaire',
    items: [
      { analyte: 'medicationBloodPressure', itemCodes: ['9N701000000000011'] },
      { analyte: 'medicationGlucose', itemCodes: ['9N706000000000011'] },
      { analyte: 'medicationLipids', itemCodes: ['9N711000000000011'] },
      { analyte: 'smoking', itemCodes: ['9N736000000000011'] },
      { analyte: 'pastIllness', itemCodes: ['9N056000000000011'] },
      { analyte: 'pastIllnessDetail', itemCodes: ['9N056160400000049'] },
    ],
  },
  {
    key: 'judgement',
    items: [
      { analyte: 'metabolicSyndrome', itemCodes: ['9N501000000000011'] },
      { analyte: 'guidanceLevel', itemCodes: ['9N506000000000011'] },
      { analyte: 'doctorJudgement', itemCodes: ['9N511000000000049'] },
    ],
  },
];

const KIND_BY_CODE = new Map<string, { group: string; analyte: string }>(
  CHECKUP_ITEM_GROUPS.flatMap((group) =>
    group.items.flatMap((item) =>
      item.itemCodes.map((code) => [code, { group: group.key, analyte: item.analyte }] as const),
    ),
  ),
);

/** The group and analyte of an item code, or undefined for an item outside the ministry's form. */
export function itemKindOf(itemCode: string): { group: string; analyte: string } | undefined {
  return KIND_BY_CODE.get(itemCode);
}
