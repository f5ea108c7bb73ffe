import { CHECKUP_ITEM_GROUPS, itemKindOf } from './item-groups';
import { CHECKUP_THRESHOLDS } from './thresholds';

describe('CHECKUP_ITEM_GROUPS', () => {
  it('places each item code in one group only', () => {
    const codes = CHECKUP_ITEM_GROUPS.flatMap((group) => group.items.flatMap((i) => i.itemCodes));
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('names every analyte of the threshold table with the same key and the same codes', () => {
    for (const row of CHECKUP_THRESHOLDS) {
      for (const code of row.itemCodes) expect(itemKindOf(code)?.analyte).toBe(row.analyte);
    }
  });

  it('keeps fasting and random values apart and knows nothing of other codes', () => {
    expect(itemKindOf('3D010000001926101')).toEqual({
      group: 'glucose',
      analyte: 'fastingGlucose',
    });
    expect(itemKindOf('3D010129901926101')).toEqual({ group: 'glucose', analyte: 'randomGlucose' });
    expect(itemKindOf('3D045000001906202')).toBeUndefined();
  });
});
