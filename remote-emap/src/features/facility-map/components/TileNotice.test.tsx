import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithStrings } from '../../../testing/render-with-strings';
import { TileNotice } from './TileNotice';

const NOTICE = '地図の画像を読み込めません。施設の位置と一覧、検索はそのまま使えます。';

/** The map's tile state as FacilityMap reports it: failing, then loading again. */
const onClose = jest.fn();
beforeEach(() => onClose.mockClear());

function Harness() {
  const [available, setAvailable] = useState(true);
  return (
    <>
      <TileNotice tilesAvailable={available} onClose={onClose} />
      <button type="button" onClick={() => setAvailable(false)}>
        fail
      </button>
      <button type="button" onClick={() => setAvailable(true)}>
        load
      </button>
    </>
  );
}

describe('the notice of map images that cannot be loaded', () => {
  it('is said in a status region that was there before, so the words are announced', () => {
    renderWithStrings(<Harness />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent(NOTICE);
    // The close button is beside the status, not read out as part of it.
    expect(status).not.toHaveTextContent('閉じる');
  });

  it('closes, and stays closed when the tiles fail again in the same visit', () => {
    renderWithStrings(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    fireEvent.click(screen.getByRole('button', { name: '地図のお知らせを閉じる' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: '地図のお知らせを閉じる' })).toBeNull();
    // The page is told, to put the focus on the map the button was over.
    expect(onClose).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'load' }));
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: '地図のお知らせを閉じる' })).toBeNull();
  });

  it('goes when the tiles load again and comes back if they fail again, unless closed', () => {
    renderWithStrings(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    fireEvent.click(screen.getByRole('button', { name: 'load' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(screen.getByRole('status')).toHaveTextContent(NOTICE);
  });

  it('names its close button in English too', () => {
    renderWithStrings(<Harness />, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(screen.getByRole('status')).toHaveTextContent('The map images cannot be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Close the map notice' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
