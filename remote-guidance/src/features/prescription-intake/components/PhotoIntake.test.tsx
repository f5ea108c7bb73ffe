import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import type { Prescription } from '@harmo/contracts/prescriptions';
import { WithStrings } from '../../../testing/render-with-strings';
import { blobToBase64 } from '../utils/base64';
import { preparePhoto } from '../utils/photo';
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

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:photo');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => {
  request.mockReset();
  prepare.mockResolvedValue(new Blob(['photo'], { type: 'image/jpeg' }));
});

async function showPhoto(onAttached = jest.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WithStrings>
        <PhotoIntake patientId="patient-1" onAttached={onAttached} />
      </WithStrings>
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByTestId('photo-file-input'), {
    target: { files: [new File(['photo'], 'rx.jpg', { type: 'image/jpeg' })] },
  });
  return screen.findByRole('button', { name: 'この写真を使う' });
}

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
