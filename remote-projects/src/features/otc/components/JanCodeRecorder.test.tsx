import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { apiRequest, useSessionStore, type ScannedSymbol } from '@harmo/shared';
import type { OtcCatalogueEntry, OtcMedication } from '@harmo/contracts/otc-catalogue';
import { renderWithQueryClient } from '../../../testing/render-with-query-client';
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
 * until the test answers it, so the test can act while the save is in flight.
 */
function answerApi() {
  const saves: { path: string; answer: () => void }[] = [];
  request.mockImplementation((path, init) => {
    if (init?.method === 'POST') {
      const patientId = path.split('/')[4] ?? '';
      return new Promise((resolve) => {
        saves.push({ path, answer: () => resolve(recorded(patientId)) });
      });
    }
    if (path.endsWith(OTHER_JAN)) return Promise.resolve(otherEntry);
    if (path.endsWith(JAN)) return Promise.resolve(entry);
    return Promise.resolve({ dispensings: [], otcMedications: [] });
  });
  return saves;
}

const recordRequests = () =>
  request.mock.calls.filter(([, init]) => init?.method === 'POST').map(([path]) => path);

const codeField = () => screen.getByRole('textbox', { name: 'JANコード（13桁または8桁）' });
const lookUpButton = () => screen.getByRole('button', { name: '調べる' });

/** The screen with the catalogue entry of JAN shown and its record request sent, unanswered. */
async function startSaving() {
  const saves = answerApi();
  const user = userEvent.setup();
  renderWithQueryClient(
    <MemoryRouter initialEntries={['/jan-code']}>
      <JanCodeRecorder />
    </MemoryRouter>,
  );
  await user.type(codeField(), JAN);
  await user.click(lookUpButton());
  await screen.findByRole('heading', { name: entry.name });
  await user.click(screen.getByRole('button', { name: '山田 花子さんのお薬手帳に記録する' }));
  expect(recordRequests()).toHaveLength(1);
  return { user, saves };
}

beforeEach(() => {
  nextScan = [];
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
    await act(async () => saves[0]?.answer());
    expect(await screen.findByRole('status')).toHaveTextContent(
      `山田 花子さんのお薬手帳に「${entry.name}」を記録しました。`,
    );
    expect(recordRequests()).toHaveLength(1);
  });

  it('keeps its code and its answer when another code is typed or scanned meanwhile', async () => {
    const { user, saves } = await startSaving();

    await user.type(codeField(), '{Enter}');
    nextScan = [
      {
        format: 'EAN8',
        bytes: new Uint8Array(),
        text: OTHER_JAN,
        sequenceIndex: -1,
        sequenceSize: -1,
        sequenceId: '',
      },
    ];
    await user.click(screen.getByRole('button', { name: 'カメラでバーコードを読み取る' }));
    await user.click(screen.getByRole('button', { name: 'バーコードを写す' }));

    expect(codeField()).toHaveValue(JAN);
    expect(codeField()).toHaveAttribute('readonly');
    expect(screen.getByRole('heading', { name: entry.name })).toBeInTheDocument();
    await act(async () => saves[0]?.answer());
    expect(await screen.findByRole('status')).toHaveTextContent(
      `山田 花子さんのお薬手帳に「${entry.name}」を記録しました。`,
    );
    expect(recordRequests()).toHaveLength(1);
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
