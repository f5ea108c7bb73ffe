import { screen, within } from '@testing-library/react';
import { renderWithStrings } from '../../../testing/render-with-strings';
import { OpeningHoursTable } from './OpeningHoursTable';

const hours = {
  mon: [{ open: '09:00', close: '18:00' }],
  tue: [
    { open: '09:00', close: '13:00' },
    { open: '14:30', close: '18:30' },
  ],
  wed: [{ open: '20:00', close: '26:00' }],
  thu: [{ open: '00:00', close: '24:00' }],
  fri: [{ open: '09:00', close: '18:00' }],
  sat: [{ open: '09:00', close: '13:00' }],
  sun: [],
  holiday: null,
  original: '月-金:9:00-18:00',
  unparsed: [],
};

describe('opening hours table', () => {
  it("highlights today's row and reads every day", () => {
    renderWithStrings(<OpeningHoursTable hours={hours} today="tue" />);
    const today = screen.getByRole('row', { current: 'date' });
    expect(within(today).getByRole('rowheader')).toHaveTextContent('火曜日今日');
    expect(today).toHaveTextContent('9:00〜13:0014:30〜18:30');
    expect(screen.getAllByRole('row')).toHaveLength(8);
    expect(screen.getByRole('row', { name: /水曜日/ })).toHaveTextContent('20:00〜翌2:00');
    expect(screen.getByRole('row', { name: /木曜日/ })).toHaveTextContent('24時間');
    expect(screen.getByRole('row', { name: /日曜日/ })).toHaveTextContent('休み');
    expect(screen.getByRole('row', { name: /祝日/ })).toHaveTextContent('不明');
    expect(screen.getByText(/月-金:9:00-18:00/)).toBeInTheDocument();
  });

  it('reads in English too', () => {
    renderWithStrings(<OpeningHoursTable hours={hours} today="sun" />, 'en');
    expect(screen.getByRole('row', { current: 'date' })).toHaveTextContent('SundayTodayClosed');
  });
});
