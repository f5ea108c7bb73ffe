import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiRequest } from '@harmo/shared';
import { renderWithQueryClient } from '../../../testing/render-with-query-client';
import { CreateProject } from './CreateProject';

jest.mock('@harmo/shared', () => ({
  ...jest.requireActual<object>('@harmo/shared'),
  apiRequest: jest.fn(),
}));
const request = jest.mocked(apiRequest);

function renderForm() {
  renderWithQueryClient(<CreateProject />);
}

async function fillIn(startDate: string, endDate = '') {
  await userEvent.type(screen.getByLabelText('プロジェクト名'), '服薬フォロー');
  await userEvent.type(screen.getByLabelText('実施者'), 'ひまわり薬局');
  // A date field takes a whole day at once, as the browser's picker gives it.
  fireEvent.change(screen.getByLabelText('開始日'), { target: { value: startDate } });
  if (endDate) fireEvent.change(screen.getByLabelText(/^終了日/), { target: { value: endDate } });
  await userEvent.click(screen.getByRole('button', { name: '作成する' }));
}

afterEach(() => request.mockReset());

describe('creating a project', () => {
  it('refuses a year mistyped outside this century at its field and sends nothing', async () => {
    renderForm();
    await fillIn('0025-04-01', '2100-03-31');

    const start = screen.getByLabelText('開始日');
    expect(start).toHaveAccessibleDescription('2000年から2099年までの日付にしてください。');
    await waitFor(() => expect(start).toHaveFocus());
    expect(screen.getByLabelText(/^終了日/)).toHaveAccessibleDescription(
      expect.stringContaining('2000年から2099年までの日付にしてください。'),
    );
    expect(request).not.toHaveBeenCalled();
  });

  it('offers only the days it takes in the date picker', () => {
    renderForm();
    for (const field of [screen.getByLabelText('開始日'), screen.getByLabelText(/^終了日/)]) {
      expect(field).toHaveAttribute('min', '2000-01-01');
      expect(field).toHaveAttribute('max', '2099-12-31');
    }
  });
});
