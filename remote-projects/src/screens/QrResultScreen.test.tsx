import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { apiRequest, useSessionStore, type ScannedSymbol } from '@harmo/shared';
import { encodeShiftJis, jahisTcPayloads } from '@harmo/medical-formats/testing';
import type { SaveScanResponse, ScanCheckResponse } from '@harmo/contracts/medications';
import { renderWithQueryClient } from '../testing/render-with-query-client';
import { signInAs } from '../testing/signed-in';
import { QrResultScreen } from './QrResultScreen';

/** What the camera reads next: the test sets it before pressing the stand-in's button. */
let nextScan: ScannedSymbol[] = [];

// The camera itself needs a real device; its stand-in hands over what the test chose.
jest.mock('@harmo/shared', () => ({
  ...jest.requireActual<object>('@harmo/shared'),
  apiRequest: jest.fn(),
  CameraScanner: ({ onComplete }: { onComplete: (symbols: ScannedSymbol[]) => void }) => (
    <button type="button" onClick={() => onComplete(nextScan)}>
      QRコードを写す
    </button>
  ),
}));
const request = jest.mocked(apiRequest);

const NOTEBOOK_TEXT = jahisTcPayloads.crlf(jahisTcPayloads.VERSION_08_LINES);

function symbolOf(bytes: Uint8Array): ScannedSymbol {
  return { format: 'QRCode', bytes, text: '', sequenceIndex: -1, sequenceSize: -1, sequenceId: '' };
}

/** The screen under the app's kind of router, opened at `entry` (an address, or one with state). */
function renderScreen(entry: InitialEntry = '/e-scan/qr-result') {
  const router = createMemoryRouter([{ path: '/e-scan/qr-result', element: <QrResultScreen /> }], {
    initialEntries: [entry],
  });
  const { unmount } = renderWithQueryClient(<RouterProvider router={router} />);
  return { router, unmount };
}

/**
 * A reload: the page starts again from its address and what its history entry holds, which the
 * browser keeps as plain data (nothing of the page's memory survives).
 */
function reload({ router, unmount }: ReturnType<typeof renderScreen>) {
  const { pathname, search, hash, state } = router.state.location;
  unmount();
  return renderScreen({ pathname, search, hash, state: JSON.parse(JSON.stringify(state)) });
}

const cameraButton = () => screen.getByRole('button', { name: 'カメラで読み取る' });
const scanAnother = () => screen.getByRole('button', { name: 'ほかのQRコードを読み取る' });

/** Reads `text` as a printed notebook QR code: Shift_JIS bytes through the camera. */
async function scanWithCamera(text: string) {
  const user = userEvent.setup();
  nextScan = [symbolOf(encodeShiftJis(text))];
  await user.click(cameraButton());
  await user.click(screen.getByRole('button', { name: 'QRコードを写す' }));
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

    await scanWithCamera('JAHIS10\r\n1,1,1234567,13,テスト医院\r\n');

    expect(screen.getByRole('alert')).toHaveTextContent('これは処方箋のQRコードです。');
    await waitFor(() => expect(document.activeElement).toContainElement(screen.getByRole('alert')));
    expect(field()).toHaveValue('JAHISTC');

    nextScan = [symbolOf(encodeShiftJis(NOTEBOOK_TEXT))];
    await user.click(cameraButton());
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'QRコードを写す' }));
    await expectNotebookShown();
  });
});

/** What the page keeps in its history entry for NOTEBOOK_TEXT pasted, with `changes` made. */
function kept(changes: object = {}, scanChanges: object = {}) {
  const bytes = Buffer.from(NOTEBOOK_TEXT, 'utf8').toString('base64');
  return {
    notebookScan: {
      scannedAt: 1,
      scan: { encoding: 'utf-8', symbols: [{ bytes }], ...scanChanges },
      ...changes,
    },
  };
}

describe('/e-scan/qr-result after a reload', () => {
  it('shows a notebook scanned on the page again, until another is to be scanned', async () => {
    const page = renderScreen();
    await scanWithCamera(NOTEBOOK_TEXT);
    await expectNotebookShown();

    const reloaded = reload(page);
    await expectNotebookShown();
    expect(screen.queryByRole('textbox')).toBeNull();

    await userEvent.click(scanAnother());
    expect(field()).toBeInTheDocument();
    reload(reloaded);
    expect(field()).toBeInTheDocument();
    expect(screen.queryByTestId('visit')).toBeNull();
  });

  it('shows pasted notebook text again', async () => {
    const page = renderScreen();
    await pasteAndShow(NOTEBOOK_TEXT);
    await expectNotebookShown();

    reload(page);
    await expectNotebookShown();
  });

  it('keeps text pasted but not yet read, for the account signed in only', async () => {
    signInAs('account-1');
    const page = renderScreen();
    await userEvent.click(field());
    await userEvent.paste('JAHISTC08,1');

    const reloaded = reload(page);
    expect(field()).toHaveValue('JAHISTC08,1');

    reloaded.unmount();
    signInAs('account-2');
    renderScreen();
    expect(field()).toHaveValue('');
  });

  it('forgets the pasted text once it is read as a notebook', async () => {
    signInAs('account-1');
    const page = renderScreen();
    await pasteAndShow(NOTEBOOK_TEXT);
    await expectNotebookShown();

    const reloaded = reload(page);
    await expectNotebookShown();
    await userEvent.click(scanAnother());
    expect(field()).toHaveValue('');
    reload(reloaded);
    expect(field()).toHaveValue('');
  });

  it('shows a notebook the history entry holds as the page keeps it', async () => {
    renderScreen({ pathname: '/e-scan/qr-result', state: kept() });
    await expectNotebookShown();
  });

  it.each<[string, unknown]>([
    ['no object', 'notebook'],
    ['no scan in it', { notebookScan: 'JAHISTC08' }],
    ['bytes that are not base64', kept({}, { symbols: [{ bytes: '%%' }] })],
    ['an encoding it does not know', kept({}, { encoding: 'latin1' })],
    ['no time of scanning', kept({ scannedAt: undefined })],
    ['bytes that are no notebook', kept({}, { symbols: [{ bytes: btoa('hello') }] })],
  ])('opens on the scanner when the history entry holds %s', (_what, state) => {
    renderScreen({ pathname: '/e-scan/qr-result', state });
    expect(field()).toBeInTheDocument();
    expect(screen.queryByTestId('visit')).toBeNull();
  });
});

describe('/e-scan/qr-result saving, then a reload', () => {
  const HANAKO = 'b2c8e6a4-3f1d-4e5a-9c7b-0d1e2f3a4b5c';
  const TARO = '5d0c9a1e-2b3f-4c4d-8e5f-6a7b8c9d0e1f';

  /** The api as the page sees it: a notebook is saved once its POST has been made. */
  function answerApi() {
    let saved = false;
    request.mockImplementation((path, init) => {
      if (path.endsWith('/scans/check')) {
        const check: ScanCheckResponse = {
          alreadySaved: saved,
          fingerprint: 'f'.repeat(64),
          newDispensings: saved ? 0 : 1,
          newOtcMedications: 0,
        };
        return Promise.resolve(check);
      }
      if (path.endsWith('/scans') && init?.method === 'POST') {
        const answer: SaveScanResponse = {
          alreadySaved: saved,
          fingerprint: 'f'.repeat(64),
          addedDispensings: saved ? 0 : 1,
          addedOtcMedications: 0,
          dispensings: [],
          otcMedications: [],
          warnings: [],
          unknownRecords: 0,
        };
        saved = true;
        return Promise.resolve(answer);
      }
      return Promise.resolve({ dispensings: [], otcMedications: [] });
    });
  }

  beforeEach(() => {
    useSessionStore.setState({
      patients: {
        [HANAKO]: { type: 'self', name: '山田 花子', kana: '', gender: 'female', birthDate: null },
        [TARO]: { type: 'family', name: '山田 太郎', kana: '', gender: 'male', birthDate: null },
      },
      currentPatientId: HANAKO,
    });
    answerApi();
  });
  afterEach(() => {
    act(() => useSessionStore.setState({ patients: {}, currentPatientId: null }));
    request.mockReset();
  });

  it('says the notebook is saved already and offers no second save', async () => {
    const page = renderScreen();
    await scanWithCamera(NOTEBOOK_TEXT);
    await userEvent.click(
      await screen.findByRole('button', { name: '山田 花子さんのお薬手帳に保存する' }),
    );
    await screen.findByText('山田 花子さんのお薬手帳に保存しました（調剤1件、市販薬0件）。');

    reload(page);
    await expectNotebookShown();
    expect(
      await screen.findByText('この内容は山田 花子さんのお薬手帳に保存済みです。'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /保存する$/ })).toBeNull();
  });

  it('keeps the scan when switching the patient takes currentAccount from the address', async () => {
    const page = renderScreen(`/e-scan/qr-result?currentAccount=${HANAKO}`);
    await scanWithCamera(NOTEBOOK_TEXT);
    await expectNotebookShown();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: '保存先' }), TARO);
    await waitFor(() => expect(page.router.state.location.search).toBe(''));
    await expectNotebookShown();

    reload(page);
    await expectNotebookShown();
    expect(
      screen.getByRole('button', { name: '山田 太郎さんのお薬手帳に保存する' }),
    ).toBeInTheDocument();
  });
});
