import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { ScannedSymbol } from '@harmo/shared';
import { encodeShiftJis, jahisTcPayloads } from '@harmo/medical-formats/testing';
import { renderWithQueryClient } from '../testing/render-with-query-client';
import { QrResultScreen } from './QrResultScreen';

/** What the camera reads next: the test sets it before pressing the stand-in's button. */
let nextScan: ScannedSymbol[] = [];

// The camera itself needs a real device; its stand-in hands over what the test chose.
jest.mock('@harmo/shared', () => ({
  ...jest.requireActual<object>('@harmo/shared'),
  CameraScanner: ({ onComplete }: { onComplete: (symbols: ScannedSymbol[]) => void }) => (
    <button type="button" onClick={() => onComplete(nextScan)}>
      QRコードを写す
    </button>
  ),
}));

const NOTEBOOK_TEXT = jahisTcPayloads.crlf(jahisTcPayloads.VERSION_08_LINES);

function symbolOf(bytes: Uint8Array): ScannedSymbol {
  return { format: 'QRCode', bytes, text: '', sequenceIndex: -1, sequenceSize: -1, sequenceId: '' };
}

function renderScreen() {
  renderWithQueryClient(
    <MemoryRouter initialEntries={['/e-scan/qr-result']}>
      <Routes>
        <Route path="/e-scan/qr-result" element={<QrResultScreen />} />
      </Routes>
    </MemoryRouter>,
  );
}

const field = () => screen.getByRole('textbox', { name: 'QRコードの内容を貼り付け' });

async function pasteAndShow(text: string) {
  const user = userEvent.setup();
  await user.clear(field());
  await user.click(field());
  await user.paste(text);
  await user.click(screen.getByRole('button', { name: '内容を表示する' }));
}

async function expectNotebookShown() {
  const visits = await screen.findAllByTestId('visit');
  expect(
    within(visits[0]!).getByRole('heading', { name: '2025年9月12日の調剤' }),
  ).toBeInTheDocument();
  expect(within(visits[0]!).getByText('ノルバスク錠５ｍｇ')).toBeInTheDocument();
}

describe('/e-scan/qr-result', () => {
  it('keeps pasted text that is no notebook, says why at the field, and shows it once corrected', async () => {
    renderScreen();
    await pasteAndShow('garbage text');

    expect(field()).toHaveValue('garbage text');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(
      expect.stringContaining(
        '貼り付けた内容は、お薬手帳のQRコードの内容として読み取れませんでした。',
      ) as string,
    );
    await waitFor(() => expect(field()).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'ほかのQRコードを読み取る' })).toBeNull();

    await pasteAndShow(NOTEBOOK_TEXT);
    await expectNotebookShown();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('names a pasted prescription as such and keeps it in the field', async () => {
    renderScreen();
    await pasteAndShow('JAHIS10\r\n1,1,1234567,13,テスト医院\r\n');

    expect(field()).toHaveValue('JAHIS10\n1,1,1234567,13,テスト医院\n');
    expect(field()).toHaveAccessibleDescription(
      expect.stringContaining('貼り付けた内容は処方箋のQRコードのものです。') as string,
    );
  });

  it('says why a scanned code was refused, keeps the typed text, and reads again', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.type(field(), 'JAHISTC');

    nextScan = [symbolOf(encodeShiftJis('JAHIS10\r\n1,1,1234567,13,テスト医院\r\n'))];
    await user.click(screen.getByRole('button', { name: 'カメラで読み取る' }));
    await user.click(screen.getByRole('button', { name: 'QRコードを写す' }));

    expect(screen.getByRole('alert')).toHaveTextContent('これは処方箋のQRコードです。');
    await waitFor(() => expect(document.activeElement).toContainElement(screen.getByRole('alert')));
    expect(field()).toHaveValue('JAHISTC');

    nextScan = [symbolOf(encodeShiftJis(NOTEBOOK_TEXT))];
    await user.click(screen.getByRole('button', { name: 'カメラで読み取る' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'QRコードを写す' }));
    await expectNotebookShown();
  });
});
