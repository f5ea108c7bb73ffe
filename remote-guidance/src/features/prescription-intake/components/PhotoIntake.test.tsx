import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { apiRequest, useSessionStore, type Account } from '@harmo/shared';
import { TAB_KEPT_PREFIX } from '@harmo/shared/tab-storage';
import type { Prescription } from '@harmo/contracts/prescriptions';
import { WithStrings } from '../../../testing/render-with-strings';
import { draftOwner, draftPhotoName } from '../../order-draft';
import { blobToBase64 } from '../utils/base64';
import { PhotoError, preparePhoto } from '../utils/photo';
import { PhotoIntake } from './PhotoIntake';

jest.mock('@harmo/shared', () => ({
  ...jest.requireActual<object>('@harmo/shared'),
  apiRequest: jest.fn(),
}));
// The test page has no canvas nor image decoding: the photo comes out ready, and its conversion
// for sending finishes when the test says so.
jest.mock('../utils/photo', () => ({
  ...jest.requireActual<object>('../utils/photo'),
  preparePhoto: jest.fn(),
}));
jest.mock('../utils/base64', () => ({
  ...jest.requireActual<object>('../utils/base64'),
  blobToBase64: jest.fn(),
}));
const request = jest.mocked(apiRequest);
const prepare = jest.mocked(preparePhoto);
const toBase64 = jest.mocked(blobToBase64);

const PRESCRIPTION = { id: 'prescription-1', kind: 'photo' } as Prescription;

/**
 * A prepared photo: JPEG's first bytes, then `mark`, which tells one photo from another. A File,
 * as the test page's FileReader reads only its own blobs (its Blob is Node's).
 */
const preparedPhoto = (mark: number) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, mark])], 'photo.jpg', { type: 'image/jpeg' });
const base64Of = (mark: number) => btoa(String.fromCharCode(0xff, 0xd8, 0xff, 0xe0, mark));
/** Base64 of a photo read back from storage (a Blob of Node's, which FileReader cannot read). */
const readBack = async (blob: Blob) => Buffer.from(await blob.arrayBuffer()).toString('base64');

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:photo');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => {
  request.mockReset();
  prepare.mockResolvedValue(preparedPhoto(1));
  useSessionStore.setState({ user: null });
});

function renderIntake(patientId = 'patient-1', onAttached = jest.fn()) {
  const client = new QueryClient();
  const intake = (forPatient: string) => (
    <QueryClientProvider client={client}>
      <WithStrings>
        <PhotoIntake patientId={forPatient} onAttached={onAttached} />
      </WithStrings>
    </QueryClientProvider>
  );
  const rendered = render(intake(patientId));
  return { ...rendered, showPatient: (other: string) => rendered.rerender(intake(other)) };
}

function choosePhoto(input = 'photo-file-input') {
  fireEvent.change(screen.getByTestId(input), {
    target: { files: [new File(['photo'], 'rx.jpg', { type: 'image/jpeg' })] },
  });
}

async function showPhoto(onAttached = jest.fn()) {
  renderIntake('patient-1', onAttached);
  choosePhoto();
  return screen.findByRole('button', { name: 'この写真を使う' });
}

describe('choosing the photo', () => {
  it('puts the focus on 「この写真を使う」, which replaces the buttons that chose it', async () => {
    const use = await showPhoto();
    await waitFor(() => expect(use).toHaveFocus());
  });

  it('leaves the focus where it is for a photo shown again after a reload', async () => {
    useSessionStore.setState({ user: { accountId: 'account-1' } as Account });
    const first = renderIntake();
    choosePhoto();
    await screen.findByRole('button', { name: 'この写真を使う' });
    first.unmount();

    renderIntake();
    const use = await screen.findByRole('button', { name: 'この写真を使う' });
    expect(use).not.toHaveFocus();
  });
});

describe('sending the photo', () => {
  it('is busy from the first tap, so a double tap sends the photo once', async () => {
    let converted: (base64: string) => void = () => undefined;
    toBase64.mockReturnValue(new Promise((resolve) => (converted = resolve)));
    request.mockResolvedValue(PRESCRIPTION);
    const onAttached = jest.fn();
    const use = await showPhoto(onAttached);

    await userEvent.dblClick(use);
    // Still converting the photo, nothing sent yet: the button already says it is sending.
    expect(request).not.toHaveBeenCalled();
    expect(use).toBeDisabled();
    expect(use).toHaveTextContent('送信しています…');
    expect(screen.getByRole('button', { name: '撮り直す' })).toBeDisabled();

    converted('cGhvdG8=');
    await waitFor(() => expect(onAttached).toHaveBeenCalledTimes(1));
    expect(onAttached.mock.calls[0]?.[0]).toBe(PRESCRIPTION);
    expect(request).toHaveBeenCalledTimes(1);
    expect(toBase64).toHaveBeenCalledTimes(1);
  });

  it('can be sent again after a failure', async () => {
    toBase64.mockResolvedValue('cGhvdG8=');
    request.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(PRESCRIPTION);
    const onAttached = jest.fn();
    const use = await showPhoto(onAttached);

    await userEvent.click(use);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(use).toBeEnabled();
    await userEvent.click(use);
    await waitFor(() => expect(onAttached).toHaveBeenCalledTimes(1));
    expect(onAttached.mock.calls[0]?.[0]).toBe(PRESCRIPTION);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('says so when the photo cannot be read for sending, and lets it be tried again', async () => {
    toBase64.mockRejectedValueOnce(new Error('The file could not be read'));
    const use = await showPhoto();

    await userEvent.click(use);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'エラーが発生しました。時間をおいてもう一度お試しください。',
    );
    expect(request).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'この写真を使う' })).toBeEnabled();
  });
});

describe('keeping the photo for a reload', () => {
  const KEY = TAB_KEPT_PREFIX + draftPhotoName(draftOwner('account-1', 'patient-1'));
  const preview = () => screen.queryByRole('img', { name: '撮影した処方箋の写真' });
  /** The base64 of the photo the preview shows last. */
  const shownBase64 = () => readBack(jest.mocked(URL.createObjectURL).mock.lastCall?.[0] as Blob);

  function signInAs(accountId: string) {
    useSessionStore.setState({ user: { accountId } as Account });
  }

  /** The photo is chosen and, once written to the tab's storage, the page goes (a reload). */
  async function chooseAndLeave(mark = 1) {
    prepare.mockResolvedValueOnce(preparedPhoto(mark));
    const { unmount } = renderIntake();
    choosePhoto();
    await screen.findByRole('button', { name: 'この写真を使う' });
    await waitFor(() =>
      expect(sessionStorage.getItem(KEY)).toBe(`data:image/jpeg;base64,${base64Of(mark)}`),
    );
    unmount();
  }

  beforeEach(() => {
    sessionStorage.clear();
    signInAs('account-1');
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the photo again after a reload, for the same account and patient', async () => {
    toBase64.mockImplementation(readBack);
    request.mockResolvedValue(PRESCRIPTION);
    await chooseAndLeave(7);

    const onAttached = jest.fn();
    renderIntake('patient-1', onAttached);
    expect(await screen.findByRole('img', { name: '撮影した処方箋の写真' })).toBeInTheDocument();
    expect(await shownBase64()).toBe(base64Of(7));
    await userEvent.click(screen.getByRole('button', { name: 'この写真を使う' }));

    await waitFor(() => expect(onAttached).toHaveBeenCalledWith(PRESCRIPTION));
    expect(request).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(request.mock.calls[0])).toContain(base64Of(7));
  });

  it('never shows the photo for another patient or another account', async () => {
    await chooseAndLeave();

    const { showPatient, unmount } = renderIntake('patient-2');
    expect(screen.getByRole('button', { name: 'カメラで撮影する' })).toBeInTheDocument();
    expect(preview()).not.toBeInTheDocument();
    // The patient switched while the page is open: their own photo, then the other's none.
    showPatient('patient-1');
    expect(await screen.findByRole('img', { name: '撮影した処方箋の写真' })).toBeInTheDocument();
    showPatient('patient-2');
    await waitFor(() => expect(preview()).not.toBeInTheDocument());
    unmount();

    signInAs('account-2');
    renderIntake('patient-1');
    expect(screen.getByRole('button', { name: 'カメラで撮影する' })).toBeInTheDocument();
    expect(preview()).not.toBeInTheDocument();
    // It is still the first account's, for when it comes back in this tab.
    expect(sessionStorage.getItem(KEY)).not.toBeNull();
  });

  it('forgets the photo once it is sent, not when sending fails', async () => {
    toBase64.mockResolvedValue(base64Of(1));
    request.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(PRESCRIPTION);
    await chooseAndLeave();
    const onAttached = jest.fn();
    const { unmount } = renderIntake('patient-1', onAttached);
    const use = await screen.findByRole('button', { name: 'この写真を使う' });

    await userEvent.click(use);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(sessionStorage.getItem(KEY)).not.toBeNull();
    await userEvent.click(use);
    await waitFor(() => expect(onAttached).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(sessionStorage.getItem(KEY)).toBeNull());
    unmount();

    renderIntake();
    expect(preview()).not.toBeInTheDocument();
  });

  it('forgets the photo sent when the person left the page while it was sent', async () => {
    toBase64.mockResolvedValue(base64Of(1));
    let answer: (prescription: Prescription) => void = () => undefined;
    request.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await chooseAndLeave();
    const { unmount } = renderIntake();

    await userEvent.click(await screen.findByRole('button', { name: 'この写真を使う' }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    unmount();
    answer(PRESCRIPTION);
    await waitFor(() => expect(sessionStorage.getItem(KEY)).toBeNull());
  });

  it('keeps the new photo in place of the one it replaces, and none after a failed retake', async () => {
    await chooseAndLeave(1);
    const { unmount } = renderIntake();
    await screen.findByRole('img', { name: '撮影した処方箋の写真' });

    // Taken again with the camera.
    prepare.mockResolvedValueOnce(preparedPhoto(2));
    await userEvent.click(screen.getByRole('button', { name: '撮り直す' }));
    choosePhoto('photo-camera-input');
    await waitFor(() =>
      expect(sessionStorage.getItem(KEY)).toBe(`data:image/jpeg;base64,${base64Of(2)}`),
    );
    unmount();

    const again = renderIntake();
    await screen.findByRole('img', { name: '撮影した処方箋の写真' });
    expect(await shownBase64()).toBe(base64Of(2));

    // A retake that cannot be used leaves no photo on screen, and none for a reload.
    prepare.mockRejectedValueOnce(new PhotoError('notAnImage'));
    choosePhoto('photo-camera-input');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(preview()).not.toBeInTheDocument();
    expect(sessionStorage.getItem(KEY)).toBeNull();
    again.unmount();
    renderIntake();
    expect(preview()).not.toBeInTheDocument();
  });

  it.each([
    ['not a data URL', 'photo'],
    ['another type', `data:image/svg+xml;base64,${btoa('<svg/>')}`],
    ['not base64', 'data:image/jpeg;base64,not base64!'],
    ['bytes that are not a JPEG', `data:image/jpeg;base64,${btoa('photo')}`],
    ['a PNG said to be a JPEG', `data:image/jpeg;base64,${btoa('\x89PNG\r\n\x1a\n')}`],
  ])('drops what is stored when it is %s', (_what, stored) => {
    sessionStorage.setItem(KEY, stored);
    renderIntake();

    expect(screen.getByRole('button', { name: 'カメラで撮影する' })).toBeInTheDocument();
    expect(preview()).not.toBeInTheDocument();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('shows a PNG kept in the tab', async () => {
    const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0];
    sessionStorage.setItem(KEY, `data:image/png;base64,${btoa(String.fromCharCode(...png))}`);
    renderIntake();

    expect(await screen.findByRole('img', { name: '撮影した処方箋の写真' })).toBeInTheDocument();
    expect(await shownBase64()).toBe(btoa(String.fromCharCode(...png)));
  });

  it('works on when storage refuses to read or keep the photo', async () => {
    const refuse = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse);
    toBase64.mockResolvedValue(base64Of(1));
    request.mockResolvedValue(PRESCRIPTION);
    const onAttached = jest.fn();

    const use = await showPhoto(onAttached);
    expect(preview()).toBeInTheDocument();
    await waitFor(() => expect(Storage.prototype.setItem).toHaveBeenCalled());
    await userEvent.click(use);
    await waitFor(() => expect(onAttached).toHaveBeenCalledWith(PRESCRIPTION));
  });
});
