import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ACCOUNTS_PATHS } from '@harmo/contracts/accounts';
import { IDEMPOTENCY_KEY_HEADER } from '@harmo/contracts/idempotency';
import { ApiError, NETWORK_ERROR, apiRequest } from '@harmo/shared';
import { WithStrings } from '../../../testing/render-with-strings';
import { AddFamilyMemberForm } from './AddFamilyMemberForm';

jest.mock('@harmo/shared', () => ({
  ...jest.requireActual<object>('@harmo/shared'),
  apiRequest: jest.fn(),
  refreshPatients: jest.fn(),
  notify: { success: jest.fn(), error: jest.fn() },
}));
const request = jest.mocked(apiRequest);

function renderForm() {
  const onAdded = jest.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WithStrings>
        <MemoryRouter>
          <AddFamilyMemberForm onAdded={onAdded} />
        </MemoryRouter>
      </WithStrings>
    </QueryClientProvider>,
  );
  return onAdded;
}

/** The idempotency key of each addition sent, in order. */
const keysSent = () =>
  request.mock.calls
    .filter(([path, init]) => path === ACCOUNTS_PATHS.family && init?.method === 'POST')
    .map(([, init]) => (init?.headers as Record<string, string>)[IDEMPOTENCY_KEY_HEADER]);

async function fillIn(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.clear(screen.getByLabelText('氏名'));
  await user.type(screen.getByLabelText('氏名'), name);
  await user.clear(screen.getByLabelText('フリガナ'));
  await user.type(screen.getByLabelText('フリガナ'), 'ヤマダ タロウ');
  await user.click(screen.getByRole('radio', { name: '男性' }));
}

const submit = () => screen.getByRole('button', { name: '追加する' });

describe('adding a family member', () => {
  beforeEach(() => request.mockReset());

  it('sends an addition whose answer was lost again under the same key, so it is made once', async () => {
    const user = userEvent.setup();
    const offline = new ApiError(NETWORK_ERROR, 0, 'network_error');
    request.mockRejectedValueOnce(offline).mockResolvedValueOnce({
      accountId: 'kid-1',
      name: '山田 太郎',
      kana: 'ヤマダ タロウ',
      gender: 'male',
      birthDate: null,
    });
    const onAdded = renderForm();
    await fillIn(user, '山田 太郎');
    await user.click(submit());
    await waitFor(() => expect(keysSent()).toHaveLength(1));
    await waitFor(() => expect(submit()).toBeEnabled());

    await user.click(submit());
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    const [first, second] = keysSent();
    expect(first).toMatch(/^[\w-]{16,}$/);
    expect(second).toBe(first);
  });

  it('sends a changed addition under a key of its own', async () => {
    const user = userEvent.setup();
    request.mockRejectedValue(new ApiError(NETWORK_ERROR, 0, 'network_error'));
    renderForm();
    await fillIn(user, '山田 太郎');
    await user.click(submit());
    await waitFor(() => expect(keysSent()).toHaveLength(1));
    await waitFor(() => expect(submit()).toBeEnabled());

    await fillIn(user, '山田 次郎');
    await user.click(submit());
    await waitFor(() => expect(keysSent()).toHaveLength(2));
    const [first, second] = keysSent();
    expect(second).not.toBe(first);
  });
});
