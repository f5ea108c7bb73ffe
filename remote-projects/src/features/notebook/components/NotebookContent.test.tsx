import { screen, within } from '@testing-library/react';
import { parseJahisTc } from '@harmo/medical-formats';
import { encodeShiftJis, jahisTcPayloads } from '@harmo/medical-formats/testing';
import { renderWithStrings } from '../../../testing/render-with-strings';
import { NotebookContent } from './NotebookContent';

function notebookOf(lines: readonly string[]) {
  const result = parseJahisTc(encodeShiftJis(jahisTcPayloads.crlf(lines)));
  if (!result.ok) throw new Error(result.error);
  return result.notebook;
}

describe('NotebookContent', () => {
  it('shows each visit with its pharmacy, doctors, and each RP with drugs, amounts and usage', () => {
    renderWithStrings(<NotebookContent notebook={notebookOf(jahisTcPayloads.VERSION_08_LINES)} />);
    const visits = screen.getAllByTestId('visit');
    expect(visits).toHaveLength(2);
    const first = within(visits[0]!);
    expect(first.getByRole('heading', { name: '2025年9月12日の調剤' })).toBeInTheDocument();
    expect(first.getByText('ひまわり薬局 桜町店')).toBeInTheDocument();
    expect(first.getByText('佐藤 健（内科）、高橋 美咲（皮膚科）')).toBeInTheDocument();
    expect(first.getByText('ノルバスク錠５ｍｇ')).toBeInTheDocument();
    expect(first.getByText('【１日１回 朝食後】')).toBeInTheDocument();
    expect(first.getByText('28日分')).toBeInTheDocument();
    expect(first.getByText('1.5錠')).toBeInTheDocument();
    expect(first.getByText('グレープフルーツジュースを避ける')).toBeInTheDocument();
    expect(first.getByText('眠気が出ることがあります')).toBeInTheDocument();
    // A visit dated in the Japanese era (H310301) reads as a Gregorian date.
    expect(
      within(visits[1]!).getByRole('heading', { name: '2019年3月1日の調剤' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '市販薬' })).toBeInTheDocument();
    expect(screen.getByText('ロキソニンＳ')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns about records it cannot read, with their number', () => {
    renderWithStrings(
      <NotebookContent notebook={notebookOf(['JAHISTC08,1', '5,20250912,1', '888,a', '889,b'])} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'このアプリが読めない記録が2件ありました。その記録は表示していません。',
    );
  });

  it('shows a day no visit or medicine can have as no date, as it will be saved', () => {
    renderWithStrings(
      <NotebookContent
        notebook={notebookOf([
          'JAHISTC08,1',
          '3,ロキソニンＳ,R991231,,2,1,4987188166017',
          '3,ガスター10,20250901,,2,2,4987107617125',
          '5,99991231,1',
          '201,1,ノルバスク錠５ｍｇ,1,錠,2,610463238,1',
          '301,1,【１日１回 朝食後】,28,日分,1,1,,1',
        ])}
      />,
    );
    expect(screen.getByRole('heading', { name: '日付なしの調剤' })).toBeInTheDocument();
    expect(screen.queryByText(/2117年|9999年/)).not.toBeInTheDocument();
    expect(screen.getByText('2025年9月1日から使用')).toBeInTheDocument();
    expect(screen.getAllByText(/から使用/)).toHaveLength(1);
  });

  it('reads in English too', () => {
    renderWithStrings(
      <NotebookContent notebook={notebookOf(jahisTcPayloads.VERSION_01_LINES)} />,
      'en',
    );
    expect(screen.getByRole('heading', { name: 'Dispensed on Apr 10, 2013' })).toBeInTheDocument();
    expect(screen.getByText('7 日分')).toBeInTheDocument();
  });
});
