import { fireEvent, screen } from '@testing-library/react';
import type { SavedCheckup, SavedCheckupItem } from '@harmo/contracts/checkups';
import { renderWithStrings } from '../../../testing/render-with-strings';
import { CheckupTable } from './CheckupTable';

const HBA1C = '3D046000001906202';

function checkup(id: string, date: string, value: number): SavedCheckup {
  return {
    id,
    date,
    institution: { code: null, name: null },
    sex: '1',
    insuredIdHint: null,
    source: 'file',
    items: [
      { code: HBA1C, name: null, type: 'PQ', value, unit: '%', mark: null } as SavedCheckupItem,
    ],
    importedAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

const CHECKUPS = [
  checkup('a', '2023-06-02', 5.4),
  checkup('b', '2024-06-05', 5.9),
  checkup('c', '2025-06-10', 6.7),
];

/** Lays every element out as the phone does: a 446 px table in a 328 px scroller. */
function layOut(tableWidth: number, boxWidth = 328) {
  jest.spyOn(Element.prototype, 'scrollWidth', 'get').mockReturnValue(tableWidth);
  jest.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(boxWidth);
}

afterEach(() => jest.restoreAllMocks());

describe('the check-up table on a narrow screen', () => {
  it('opens scrolled to the newest check-up and says that it scrolls', () => {
    layOut(446);
    renderWithStrings(<CheckupTable checkups={CHECKUPS} />);
    const scroller = screen.getByRole('region', { name: '年ごとの健診結果' });
    expect(scroller.scrollLeft).toBe(118);
    expect(scroller).toHaveAccessibleDescription(
      '表を横にスクロールすると、ほかの年の結果も見られます。',
    );
  });

  it('opens at the newest end in right-to-left writing too', () => {
    layOut(446);
    const computed = window.getComputedStyle.bind(window);
    jest
      .spyOn(window, 'getComputedStyle')
      .mockImplementation((element) => Object.assign(computed(element), { direction: 'rtl' }));
    renderWithStrings(<CheckupTable checkups={CHECKUPS} />);
    expect(screen.getByRole('region').scrollLeft).toBe(-118);
  });

  it('shades the edge that has more to show', () => {
    layOut(446);
    renderWithStrings(<CheckupTable checkups={CHECKUPS} />);
    const scroller = screen.getByRole('region');
    const frame = scroller.parentElement!;
    expect(frame).toHaveClass('mynapo-table-frame--more-before');
    expect(frame).not.toHaveClass('mynapo-table-frame--more-after');

    scroller.scrollLeft = 0;
    fireEvent.scroll(scroller);
    expect(frame).toHaveClass('mynapo-table-frame--more-after');
    expect(frame).not.toHaveClass('mynapo-table-frame--more-before');
  });

  it('neither scrolls nor hints when every year fits', () => {
    layOut(328);
    renderWithStrings(<CheckupTable checkups={CHECKUPS} />);
    const scroller = screen.getByRole('region');
    expect(scroller.scrollLeft).toBe(0);
    expect(scroller).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/スクロール/)).toBeNull();
  });
});

describe("the table's rows", () => {
  it('name each item with its unit, in the way of the language shown', () => {
    layOut(446);
    const { unmount } = renderWithStrings(<CheckupTable checkups={CHECKUPS} />);
    expect(screen.getByRole('rowheader', { name: /^HbA1c.*（%）$/ })).toBeInTheDocument();
    unmount();
    renderWithStrings(<CheckupTable checkups={CHECKUPS} />, 'en');
    // Half-width brackets in English: full-width ones belong to Japanese text.
    expect(screen.getByRole('rowheader', { name: /^HbA1c[^（]* \(%\)$/ })).toBeInTheDocument();
  });
});
