import type { SavedCheckup, SavedCheckupItem } from '@harmo/contracts/checkups';
import { checkupTable } from './checkup-table';
import { chartSections, linesOf } from './chart-series';

const pq = (code: string, value: number, unit: string, mark: SavedCheckupItem['mark'] = null) =>
  ({ code, name: null, type: 'PQ', value, unit, mark }) as SavedCheckupItem;

function checkup(id: string, date: string, items: SavedCheckupItem[]): SavedCheckup {
  return {
    id,
    date,
    institution: { code: '1310000001', name: 'みどり健診センター' },
    sex: '1',
    insuredIdHint: null,
    source: 'file',
    items,
    importedAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

const HBA1C = '3D046000001906202';
const HEIGHT = '9N001000000000001';
const LOCAL = '9Z999000000000001';

describe('checkupTable', () => {
  it('puts each analyte on one row over the years, grouped as the ministry groups them', () => {
    const groups = checkupTable([
      checkup('a', '2023-06-02', [pq(HBA1C, 5.8, '%', 'guidance'), pq(LOCAL, 3, 'x')]),
      checkup('b', '2024-06-05', [pq(HEIGHT, 150.2, 'cm'), pq(HBA1C, 6.7, '%', 'referral')]),
    ]);
    expect(groups.map((group) => group.key)).toEqual(['body', 'glucose', 'other']);
    const hba1c = groups[1]?.rows[0];
    expect(hba1c).toMatchObject({ key: 'hba1c', known: true, unit: '%' });
    expect(hba1c?.cells.map((cell) => cell?.value)).toEqual([5.8, 6.7]);
    expect(groups[0]?.rows[0]?.cells.map((cell) => cell?.value ?? null)).toEqual([null, 150.2]);
    expect(groups[2]?.rows[0]).toMatchObject({ key: LOCAL, known: false });
  });

  it('keeps the first reading when a file gives an analyte twice', () => {
    const groups = checkupTable([
      checkup('a', '2024-06-05', [
        pq('9A751000000000001', 128, 'mmHg'),
        pq('9A752000000000001', 122, 'mmHg'),
      ]),
    ]);
    expect(groups[0]?.rows[0]?.cells[0]?.value).toBe(128);
  });
});

describe('chart series', () => {
  it('draws the guidance and referral lines of HbA1c on the side they mark', () => {
    expect(linesOf('hba1c', '1')).toEqual([
      { kind: 'guidance', value: 5.6, side: 'above' },
      { kind: 'referral', value: 6.5, side: 'above' },
    ]);
    expect(linesOf('hdlCholesterol', '2')).toEqual([
      { kind: 'guidance', value: 40, side: 'below' },
    ]);
  });

  it("draws a waist line only for a known sex, at the sex's own value", () => {
    expect(linesOf('waist', '2')).toEqual([{ kind: 'stratification', value: 90, side: 'above' }]);
    expect(linesOf('waist', null)).toEqual([]);
  });

  it('charts only analytes that have numbers', () => {
    const sections = chartSections([checkup('a', '2024-06-05', [pq(HBA1C, 6.7, '%', 'referral')])]);
    expect(sections).toEqual([
      {
        key: 'glucose',
        charts: [
          {
            analyte: 'hba1c',
            points: [
              { checkupId: 'a', date: '2024-06-05', value: 6.7, unit: '%', mark: 'referral' },
            ],
            lines: linesOf('hba1c', '1'),
          },
        ],
      },
    ]);
  });
});
