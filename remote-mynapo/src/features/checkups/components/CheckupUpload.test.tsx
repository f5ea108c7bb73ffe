import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, NETWORK_ERROR } from '@harmo/shared';
import type { CheckupImportResponse } from '@harmo/contracts/checkups';
import { renderWithStrings } from '../../../testing/render-with-strings';
import type { CheckupFileUpload } from '../api/import-checkup-file';
import { CheckupUpload } from './CheckupUpload';

const importFile = jest.fn<Promise<CheckupImportResponse>, [CheckupFileUpload]>();
jest.mock('../api/import-checkup-file', () => ({
  useImportCheckupFile: () => ({ mutateAsync: importFile }),
}));

beforeEach(() => importFile.mockReset());

const file = new File(['<ClinicalDocument/>'], 'kenshin-2025.xml', { type: 'text/xml' });

async function pick() {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, file);
}

describe('a check-up file whose sending fails', () => {
  it.each([
    [
      'a lost connection',
      new ApiError(NETWORK_ERROR, 0, 'network_error'),
      '通信できませんでした。インターネット接続を確認して、もう一度お試しください',
    ],
    [
      'a server failure',
      new ApiError('Internal', 500, 'internal_error'),
      '取り込めませんでした。もう一度お試しください',
    ],
  ])(
    'after %s says why and sends the same file once more on request',
    async (_, failure, message) => {
      importFile.mockRejectedValueOnce(failure).mockReturnValueOnce(new Promise(() => {}));
      renderWithStrings(<CheckupUpload patientId="patient-1" />);
      await pick();

      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(importFile).toHaveBeenCalledTimes(1);

      // Pressed twice, it sends the file once: the first press puts it back in the queue.
      await userEvent.dblClick(
        screen.getByRole('button', { name: 'もう一度送る（kenshin-2025.xml）' }),
      );
      await waitFor(() => expect(importFile).toHaveBeenCalledTimes(2));
      expect(importFile.mock.calls[1]?.[0]).toEqual(
        expect.objectContaining({ patientId: 'patient-1', file }),
      );
      expect(screen.queryByRole('button', { name: /もう一度送る/ })).toBeNull();
      expect(importFile).toHaveBeenCalledTimes(2);
    },
  );

  it('offers no second try of a file refused for what it is', async () => {
    importFile.mockRejectedValueOnce(new ApiError('Too large', 413, 'upload_too_large'));
    renderWithStrings(<CheckupUpload patientId="patient-1" />);
    await pick();

    expect(await screen.findByText('ファイルが大きすぎます（20MBまで）')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /もう一度送る/ })).toBeNull();
  });
});
