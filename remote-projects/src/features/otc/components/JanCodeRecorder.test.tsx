import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApiError, apiRequest, useSessionStore, type ScannedSymbol } from '@harmo/shared';
import type { OtcCatalogueEntry, OtcMedication } from '@harmo/contracts/otc-catalogue';
import { renderWithQueryClient } from '../../../testing/render-with-query-client';
import { signInAs } from '../../../testing/signed-in';
import { JanCodeRecorder } from './JanCodeRecorder';

/** What the camera reads next: the test sets it before pressing the stand-in's button. */
let nextScan: ScannedSymbol[] = [];

// The api is answered by each test; the camera needs a real device, so a stand-in hands over
// what the test chose.
jest.mock('@harmo/shared', () => ({
  ...jest.requireActual<object>('@harmo/shared'),
  apiRequest: jest.fn(),
  CameraScanner: ({ onComplete }: { onComplete: (symbols: ScannedSymbol[]) => void }) => (
    <button type="button" onClick={() => onComplete(nextScan)}>
      バーコードを写す
    </button>
  ),
}));
const request = jest.mocked(apiRequest);

const HANAKO = 'b2c8e6a4-3f1d-4e5a-9c7b-0d1e2f3a4b5c';
const TARO = '5d0c9a1e-2b3f-4c4d-8e5f-6a7b8c9d0e1f';
const JAN = '4987188166017';
const OTHER_JAN = '49999013';
/** A valid code the catalogue does not know. */
const UNKNOWN_JAN = '4900000000016';

const entry: OtcCatalogueEntry = {
  janCode: JAN,
  name: '【デモ】かぜ薬A',
  maker: null,
  ingredients: [],
  riskClass: 'class2',
  demo: true,
};

const otherEntry: OtcCatalogueEntry = { ...entry, janCode: OTHER_JAN, name: '【デモ】胃腸薬B' };

function recorded(patientId: string): OtcMedication {
  return {
    id: '0f6f2c1e-7a4b-4c3d-8e9f-1a2b3c4d5e6f',
    patientId,
    name: entry.name,
    janCode: JAN,
    maker: null,
    ingredients: [],
    riskClass: 'class2',
    startDate: '2025-09-12',
    endDate: null,
    source: 'catalogue',
    createdAt: '2025-09-12T03:00:00.000Z',
  };
}

/**
 * The api as the screen sees it: the catalogue answers at once, and each record request waits
 * until the test answers or refuses it, so the test can act while the save is in flight.
 */
function answerApi() {
  const saves: { path: string; answer: () => void; refuse: (error: ApiError) => void }[] = [];
  request.mockImplementation((path, init) => {
    if (init?.method === 'POST') {
      const patientId = path.split('/')[4] ?? '';
      return new Promise((resolve, reject) => {
        saves.push({ path, answer: () => resolve(recorded(patientId)), refuse: reject });
      });
    }
    if (path.endsWith(OTHER_JAN)) return Promise.resolve(otherEntry);
    if (path.endsWith(JAN)) return Promise.resolve(entry);
    if (path.endsWith(UNKNOWN_JAN))
      return Promise.reject(new ApiError('Not found', 404, 'not_found'));
    return Promise.resolve({ dispensings: [], otcMedications: [] });
  });
  return saves;
}

/** What the camera hands over for a barcode that reads as `text`. */
function barcode(text: string): ScannedSymbol[] {
  return [
    {
      format: 'EAN13',
      bytes: new Uint8Array(),
      text,
      sequenceIndex: -1,
      sequenceSize: -1,
      sequenceId: '',
    },
  ];
}

const lookUpRequests = () =>
  request.mock.calls.filter(([path]) => path.startsWith('/ps/v1/otc-catalogue/'));

const recordRequests = () =>
  request.mock.calls.filter(([, init]) => init?.method === 'POST').map(([path]) => path);

/** The idempotency key of each record request, in order. */
const recordKeys = () =>
  request.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.['idempotency-key']);

const codeField = () => screen.getByRole('textbox', { name: 'JANコード（13桁または8桁）' });
const lookUpButton = () => screen.getByRole('button', { name: '調べる' });

/** The page under the app's kind of router, opened at `address`. */
function renderPage(address = '/jan-code') {
  const router = createMemoryRouter([{ path: '/jan-code', element: <JanCodeRecorder /> }], {
    initialEntries: [address],
  });
  const { unmount } = renderWithQueryClient(<RouterProvider router={router} />);
  return { router, unmount };
}

/** A reload: the page starts again from its address and this tab's storage, and nothing else. */
function reload({ router, unmount }: ReturnType<typeof renderPage>) {
  const { pathname, search } = router.state.location;
  unmount();
  return renderPage(`${pathname}${search}`);
}

/** The screen with the catalogue entry of JAN shown and its record request sent, unanswered. */
async function startSaving() {
  const saves = answerApi();
  const user = userEvent.setup();
  const page = renderPage();
  await user.type(codeField(), JAN);
  await user.click(lookUpButton());
  await screen.findByRole('heading', { name: entry.name });
  await user.click(screen.getByRole('button', { name: '山田 花子さんのお薬手帳に記録する' }));
  expect(recordRequests()).toHaveLength(1);
  return { user, saves, page };
}

/** Answers the first record request and sees it confirmed, once, for the patient it was for. */
async function answerFirstSave(saves: ReturnType<typeof answerApi>) {
  await act(async () => saves[0]?.answer());
  expect(await screen.findByRole('status')).toHaveTextContent(
    `山田 花子さんのお薬手帳に「${entry.name}」を記録しました。`,
  );
  expect(recordRequests()).toHaveLength(1);
}

beforeEach(() => {
  nextScan = [];
  signInAs(HANAKO);
  useSessionStore.setState({
    patients: {
      [HANAKO]: { type: 'self', name: '山田 花子', kana: '', gender: 'female', birthDate: null },
      [TARO]: { type: 'family', name: '山田 太郎', kana: '', gender: 'male', birthDate: null },
    },
    currentPatientId: HANAKO,
  });
});
afterEach(() => request.mockReset());

describe('the confirmation of a record', () => {
  it('names the patient it was saved for when the header switches patient during the save', async () => {
    const { saves } = await startSaving();

    // The header's patient switch sets the current patient without touching this screen.
    act(() => useSessionStore.getState().setCurrentPatientId(TARO));
    await act(async () => saves[0]?.answer());

    expect(saves[0]?.path).toBe(`/ps/v1/patients/${HANAKO}/medications/otc`);
    expect(await screen.findByRole('status')).toHaveTextContent(
      `山田 花子さんのお薬手帳に「${entry.name}」を記録しました。`,
    );
    expect(screen.queryByText(/山田 太郎さんのお薬手帳に「/)).toBeNull();
  });

  it('keeps naming that patient when the header switches patient after the save', async () => {
    const { saves } = await startSaving();
    await act(async () => saves[0]?.answer());
    const status = await screen.findByRole('status');

    act(() => useSessionStore.getState().setCurrentPatientId(TARO));

    expect(status).toHaveTextContent(`山田 花子さんのお薬手帳に「${entry.name}」を記録しました。`);
  });

  it('is shown, naming the patient saved for, when the form switches patient during the save', async () => {
    const { user, saves } = await startSaving();

    await user.selectOptions(screen.getByRole('combobox', { name: '記録する人' }), TARO);
    await act(async () => saves[0]?.answer());

    expect(await screen.findByRole('status')).toHaveTextContent(
      `山田 花子さんのお薬手帳に「${entry.name}」を記録しました。`,
    );
  });
});

describe('a record in flight', () => {
  it('cannot be sent twice by looking the same code up again', async () => {
    const { user, saves } = await startSaving();

    await user.click(lookUpButton());
    await user.type(codeField(), '{Enter}');
    await user.click(screen.getByRole('button', { name: '山田 花子さんのお薬手帳に記録する' }));

    expect(recordRequests()).toHaveLength(1);
    expect(lookUpButton()).toBeDisabled();
    expect(
      screen.getByRole('button', { name: '山田 花子さんのお薬手帳に記録する' }),
    ).toBeDisabled();
    await answerFirstSave(saves);
  });

  it('keeps its code and its answer when another code is typed or scanned meanwhile', async () => {
    const { user, saves } = await startSaving();

    await user.type(codeField(), '{Enter}');
    nextScan = barcode(OTHER_JAN);
    await user.click(screen.getByRole('button', { name: 'カメラでバーコードを読み取る' }));
    await user.click(screen.getByRole('button', { name: 'バーコードを写す' }));

    expect(codeField()).toHaveValue(JAN);
    expect(codeField()).toHaveAttribute('readonly');
    expect(screen.getByRole('heading', { name: entry.name })).toBeInTheDocument();
    await answerFirstSave(saves);
  });

  it('lets a new code be looked up once the save has answered', async () => {
    const { user, saves } = await startSaving();
    await act(async () => saves[0]?.answer());
    await screen.findByRole('status');

    await user.clear(codeField());
    await user.type(codeField(), OTHER_JAN);
    await user.click(lookUpButton());

    expect(await screen.findByRole('heading', { name: otherEntry.name })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: '山田 花子さんのお薬手帳に記録する' })).toBeEnabled();
  });
});

describe('a record refused', () => {
  const recordButton = () =>
    screen.getByRole('button', { name: '山田 花子さんのお薬手帳に記録する' });

  it('says so when the record its key made has been deleted since, and records anew next', async () => {
    // The page reloads while the record is on its way; the api records it, the person deletes it
    // in another tab, and the same request goes again under its key.
    const { user, saves, page } = await startSaving();
    const [firstKey] = recordKeys();
    reload(page);
    await screen.findByRole('heading', { name: entry.name });
    await user.click(recordButton());
    expect(recordKeys()).toEqual([firstKey, firstKey]);
    await act(async () =>
      saves[1]?.refuse(
        new ApiError(
          'The OTC medication this idempotency key recorded has since been deleted',
          404,
          'otc_medication_not_found',
        ),
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'この記録はすでに削除されています。もう一度記録する場合は、内容を確かめてから記録してください。',
    );
    expect(screen.queryByRole('status')).toBeNull();

    // The key is spent, in the tab's draft too: pressed again, even after another reload, the
    // record goes under a new key and the api records it anew.
    reload(page);
    await screen.findByRole('heading', { name: entry.name });
    await user.click(recordButton());
    const keys = recordKeys();
    expect(keys).toHaveLength(3);
    expect(keys[2]).toMatch(/^[\w-]{16,}$/);
    expect(keys[2]).not.toBe(firstKey);
    await act(async () => saves[2]?.answer());
    expect(await screen.findByRole('status')).toHaveTextContent(
      `山田 花子さんのお薬手帳に「${entry.name}」を記録しました。`,
    );
  });

  it('keeps its key after another failure, so the same record is sent again under it', async () => {
    const { user, saves } = await startSaving();
    const [firstKey] = recordKeys();
    await act(async () => saves[0]?.refuse(new ApiError('Network error', 0, 'network_error')));
    expect(await screen.findByRole('alert')).toHaveTextContent('通信できませんでした。');

    await user.click(recordButton());
    expect(recordKeys()).toEqual([firstKey, firstKey]);
  });
});

const nameField = () => screen.getByRole('textbox', { name: '商品名' });

/** The page with UNKNOWN_JAN looked up and a product name typed for it. */
async function typeNameForUnknownCode() {
  answerApi();
  const user = userEvent.setup();
  const page = renderPage();
  await user.type(codeField(), UNKNOWN_JAN);
  await user.click(lookUpButton());
  await screen.findByRole('heading', { name: 'カタログにない市販薬' });
  await user.type(nameField(), 'のどスプレー');
  return page;
}

describe('a reload of the page', () => {
  it('looks the code up again, with the name and the date typed beside it', async () => {
    const page = await typeNameForUnknownCode();
    fireEvent.change(screen.getByLabelText('使い始めた日'), { target: { value: '2025-09-01' } });
    expect(page.router.state.location.search).toBe(`?code=${UNKNOWN_JAN}`);
    // Replaced, not pushed: the back button still leaves the page.
    expect(page.router.state.historyAction).toBe('REPLACE');

    reload(page);
    expect(
      await screen.findByRole('heading', { name: 'カタログにない市販薬' }),
    ).toBeInTheDocument();
    expect(codeField()).toHaveValue(UNKNOWN_JAN);
    expect(nameField()).toHaveValue('のどスプレー');
    expect(screen.getByLabelText('使い始めた日')).toHaveValue('2025-09-01');
  });

  it('keeps a code read by the camera', async () => {
    answerApi();
    const user = userEvent.setup();
    const page = renderPage();
    nextScan = barcode(JAN);
    await user.click(screen.getByRole('button', { name: 'カメラでバーコードを読み取る' }));
    await user.click(screen.getByRole('button', { name: 'バーコードを写す' }));
    await screen.findByRole('heading', { name: entry.name });

    reload(page);
    expect(await screen.findByRole('heading', { name: entry.name })).toBeInTheDocument();
    expect(codeField()).toHaveValue(JAN);
  });

  it('confirms a record made before it instead of offering the same record again', async () => {
    const { saves, page } = await startSaving();
    await answerFirstSave(saves);

    reload(page);
    await screen.findByRole('heading', { name: entry.name });
    expect(screen.getByRole('status')).toHaveTextContent(
      `山田 花子さんのお薬手帳に「${entry.name}」を記録しました。`,
    );
    expect(screen.queryByRole('button', { name: /記録する$/ })).toBeNull();
    expect(recordRequests()).toHaveLength(1);
  });

  it('sends a record left without an answer again under its key, so it is recorded once', async () => {
    const { user, page } = await startSaving();
    const [firstKey] = recordKeys();
    expect(firstKey).toMatch(/^[\w-]{16,}$/);

    // The page reloads while the record is on its way; the api may have recorded it.
    reload(page);
    await screen.findByRole('heading', { name: entry.name });
    await user.click(screen.getByRole('button', { name: '山田 花子さんのお薬手帳に記録する' }));
    expect(recordKeys()).toEqual([firstKey, firstKey]);
  });

  it('sends a changed record under a key of its own', async () => {
    const page = await typeNameForUnknownCode();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '山田 花子さんのお薬手帳に記録する' }));

    reload(page);
    await screen.findByRole('heading', { name: 'カタログにない市販薬' });
    await user.type(nameField(), ' 20ml');
    await user.click(screen.getByRole('button', { name: '山田 花子さんのお薬手帳に記録する' }));
    const [first, second] = recordKeys();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
  });

  it('forgets what was typed when another account is signed in', async () => {
    const page = await typeNameForUnknownCode();

    act(() => signInAs(TARO));
    reload(page);
    await screen.findByRole('heading', { name: 'カタログにない市販薬' });
    expect(nameField()).toHaveValue('');
  });
});

describe('a link to the page', () => {
  it('looks up the code it carries', async () => {
    answerApi();
    renderPage(`/jan-code?code=${JAN}`);
    expect(await screen.findByRole('heading', { name: entry.name })).toBeInTheDocument();
    expect(codeField()).toHaveValue(JAN);
  });

  it('looks nothing up for a code that is no JAN code, and says why at once', async () => {
    answerApi();
    renderPage('/jan-code?code=4987188166018');
    expect(codeField()).toHaveValue('4987188166018');
    expect(codeField()).toHaveAccessibleDescription(
      expect.stringContaining('チェックデジット') as string,
    );
    await userEvent.click(lookUpButton());
    expect(codeField()).toHaveAccessibleDescription(
      expect.stringContaining('チェックデジット') as string,
    );
    expect(lookUpRequests()).toHaveLength(0);
  });
});

describe('a draft kept in the tab', () => {
  /** The page with a name typed for UNKNOWN_JAN, and the draft storage holds for it. */
  async function typeDraft() {
    const page = await typeNameForUnknownCode();
    expect(sessionStorage).toHaveLength(1);
    const key = sessionStorage.key(0)!;
    return { page, key, stored: JSON.parse(sessionStorage.getItem(key)!) as { value: object } };
  }

  it.each<[string, (stored: { value: object }) => string]>([
    ['is not JSON', () => '{"owner":'],
    ['has no value', (stored) => JSON.stringify({ ...stored, value: null })],
    [
      'has a name that is no text',
      (stored) => JSON.stringify({ ...stored, value: { ...stored.value, name: 12 } }),
    ],
    [
      'has a date that is no day',
      (stored) => JSON.stringify({ ...stored, value: { ...stored.value, startDate: 'yesterday' } }),
    ],
    [
      'is of another code than the address',
      (stored) => JSON.stringify({ ...stored, value: { ...stored.value, janCode: JAN } }),
    ],
    [
      'has a record of nobody',
      (stored) =>
        JSON.stringify({ ...stored, value: { ...stored.value, recorded: { product: 'x' } } }),
    ],
    [
      'has a record on its way under a key the api would refuse',
      (stored) =>
        JSON.stringify({
          ...stored,
          value: { ...stored.value, sending: { key: 'short', request: '{}' } },
        }),
    ],
  ])('is dropped when it %s', async (_what, corrupt) => {
    const { page, key, stored } = await typeDraft();
    sessionStorage.setItem(key, corrupt(stored));

    reload(page);
    await screen.findByRole('heading', { name: 'カタログにない市販薬' });
    expect(nameField()).toHaveValue('');
    expect(sessionStorage.getItem(key)).toBeNull();
  });
});
