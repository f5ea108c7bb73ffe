import { CHECKUP_ITEM_GROUPS, itemKindOf } from '@harmo/medical-formats';
import type { SavedCheckup, SavedCheckupItem } from '@harmo/contracts/checkups';

/** One row of the table: one analyte (or one item outside the ministry's form) over the years. */
export interface CheckupRow {
  /** The analyte key (the key of its name in the strings), or the item code. */
  key: string;
  /** Whether `key` is an analyte known to the strings; otherwise `name` is shown. */
  known: boolean;
  /** The name the first file gave, for an item outside the ministry's form. */
  name: string | null;
  /** The unit the results are written in (the latest one given). */
  unit: string | null;
  /** One cell per check-up, in the order of the columns; null where it has no result. */
  cells: (SavedCheckupItem | null)[];
}

export interface CheckupRowGroup {
  /** A group of the ministry's form (`body`, `lipids`, …) or `other`. */
  key: string;
  rows: CheckupRow[];
}

const ORDER = new Map<string, number>(
  CHECKUP_ITEM_GROUPS.flatMap((group) => group.items.map((item) => item.analyte)).map(
    (analyte, index) => [analyte, index],
  ),
);

/**
 * The check-ups as the table shows them: items as rows grouped as the ministry's form groups
 * them (items outside it last, in file order), one column per check-up, oldest first. Where a
 * file gives an analyte twice (a second blood-pressure reading), the first reading stands.
 */
export function checkupTable(checkups: readonly SavedCheckup[]): CheckupRowGroup[] {
  const rows = new Map<string, CheckupRow & { group: string }>();
  checkups.forEach((checkup, column) => {
    for (const item of checkup.items) {
      const kind = itemKindOf(item.code);
      const key = kind?.analyte ?? item.code;
      let row = rows.get(key);
      if (!row) {
        row = {
          key,
          known: kind !== undefined,
          group: kind?.group ?? 'other',
          name: item.name,
          unit: null,
          cells: checkups.map(() => null),
        };
        rows.set(key, row);
      }
      if (row.cells[column] !== null) continue;
      row.cells[column] = item;
      if (item.unit) row.unit = item.unit;
    }
  });
  const groups = [...CHECKUP_ITEM_GROUPS.map((group) => group.key), 'other'];
  return groups
    .map((key) => ({
      key,
      rows: [...rows.values()]
        .filter((row) => row.group === key)
        .sort((a, b) => (ORDER.get(a.key) ?? Infinity) - (ORDER.get(b.key) ?? Infinity))
        .map(({ group: _group, ...row }) => row),
    }))
    .filter((group) => group.rows.length > 0);
}
