import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, apiRequest, type ScannedSymbol } from '@harmo/shared';
import type { Prescription } from '@harmo/contracts/prescriptions';
import { WithStrings } from '../../../testing/render-with-strings';
import { CodeIntake } from './CodeIntake';

jest.mock('@harmo/shared', () => ({
  ...jest.requireActual<object>('@harmo/shared'),
  apiRequest: jest.fn(),
  // The test page has no camera: the scanner hands over the symbols of one reading when asked.
  CameraScanner: ({ onComplete }: { onComplete: (symbols: ScannedSymbol[]) => void }) => (
    <button
      type="button"
      onClick={() =>
        onComplete([
          { bytes: new Uint8Array([0x4a, 0x41, 0x48, 0x49, 0x53]) },
          { bytes: new Uint8Array([0x31, 0x2c, 0x32]) },
        ] as ScannedSymbol[])
      }
    >
      scanned
    </button>
  ),
}));
const request = jest.mocked(apiRequest);

const PRESCRIPTION = { id: 'prescription-1', kind: 'qr' } as Prescription;
const SCANNED_SYMBOLS = [btoa('JAHIS'), btoa('1,2')];

const sentSymbols = () =>
  request.mock.calls.map(
    ([, options]) => (options as { json: { symbols: string[] } }).json.symbols,
  );

function renderIntake(onAttached = jest.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WithStrings>
        <CodeIntake patientId="patient-1" onAttached={onAttached} />
      </WithStrings>
    </QueryClientProvider>,
  );
  return onAttached;
}

async function scan() {
  await userEvent.click(screen.getByRole('button', { name: 'カメラで読み取る' }));
  await userEvent.click(screen.getByRole('button', { name: 'scanned' }));
}

beforeEach(() => request.mockReset());

describe('a scanned code whose send failed', () => {
  it.each([
    [
      'a lost connection',
      new ApiError('Network error', 0, 'network_error'),
      '通信できませんでした',
    ],
    ['a server error', new ApiError('Internal', 500, 'internal_error'), 'エラーが発生しました'],
  ])('goes again as it was read after %s, without the camera', async (_, failure, message) => {
    request.mockRejectedValueOnce(failure).mockResolvedValueOnce(PRESCRIPTION);
    const onAttached = renderIntake();

    await scan();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    const again = screen.getByRole('button', { name: '読み取ったQRコードをもう一度送る' });
    // A double tap sends once.
    await userEvent.dblClick(again);

    await waitFor(() => expect(onAttached).toHaveBeenCalledWith(PRESCRIPTION));
    expect(sentSymbols()).toEqual([SCANNED_SYMBOLS, SCANNED_SYMBOLS]);
    expect(
      screen.queryByRole('button', { name: '読み取ったQRコードをもう一度送る' }),
    ).not.toBeInTheDocument();
  });

  it('is not offered again when the api refused the code itself', async () => {
    request.mockRejectedValueOnce(new ApiError('Not a prescription', 400, 'qr_not_prescription'));
    renderIntake();

    await scan();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '処方箋のQRコードとして読み取れませんでした',
    );
    expect(
      screen.queryByRole('button', { name: '読み取ったQRコードをもう一度送る' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'カメラで読み取る' })).toBeEnabled();
  });
});
