import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ACCOUNTS_PATHS } from '@harmo/contracts/accounts';
import { ApiError, NETWORK_ERROR, apiRequest, refreshPatients, useFamily } from '@harmo/shared';
import { WithStrings } from '../../../testing/render-with-strings';
import { FamilyMembers } from './FamilyMembers';

jest.mock('@harmo/shared', () => ({
  ...jest.requireActual<object>('@harmo/shared'),
  apiRequest: jest.fn(),
  refreshPatients: jest.fn(),
  useFamily: jest.fn(),
  notify: { success: jest.fn(), error: jest.fn() },
}));
const request = jest.mocked(apiRequest);

const member = (accountId: string, name: string) => ({
  accountId,
  name,
  kana: 'シケン タロウ',
  gender: 'male' as const,
  birthDate: null,
});

let client: QueryClient;

/** The family as the screen sees it: removing one takes it out, and the switcher reloads it. */
function familyOf(members: ReturnType<typeof member>[]) {
  let current = members;
  jest.mocked(useFamily).mockImplementation(
    () =>
      useQuery({
        queryKey: ['family'],
        queryFn: () => Promise.resolve({ family: current }),
      }) as ReturnType<typeof useFamily>,
  );
  jest
    .mocked(refreshPatients)
    .mockImplementation(() => client.invalidateQueries({ queryKey: ['family'] }));
  request.mockImplementation((path, options) => {
    const removed = current.find((m) => path === ACCOUNTS_PATHS.familyMember(m.accountId));
    if (removed && options?.method === 'DELETE') {
      current = current.filter((m) => m !== removed);
      return Promise.resolve(undefined);
    }
    return Promise.reject(new Error(`unexpected ${String(path)}`));
  });
}

function renderMembers() {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <WithStrings>
        <MemoryRouter>
          <FamilyMembers />
        </MemoryRouter>
      </WithStrings>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  request.mockReset();
});

describe('removing a family member', () => {
  it('moves focus to the message saying so, in the family section, once the member is gone', async () => {
    familyOf([member('child-1', '試験 太郎'), member('child-2', '試験 次郎')]);
    renderMembers();
    await userEvent.click(await screen.findByRole('button', { name: '試験 太郎さんを削除' }));
    await userEvent.click(screen.getByRole('button', { name: '削除する' }));

    await waitFor(() => expect(screen.getAllByTestId('family-member')).toHaveLength(1));
    expect(screen.getByTestId('family-member')).toHaveTextContent('試験 次郎');
    const done = await screen.findByText('試験 太郎さんを削除しました。');
    await waitFor(() => expect(done).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
    expect(screen.getByRole('region', { name: '家族' })).toContainElement(done);
  });

  it('keeps the question open and says why when the member could not be removed', async () => {
    familyOf([member('child-1', '試験 太郎')]);
    request.mockRejectedValue(new ApiError(NETWORK_ERROR, 0, 'network_error'));
    renderMembers();
    await userEvent.click(await screen.findByRole('button', { name: '試験 太郎さんを削除' }));
    await userEvent.click(screen.getByRole('button', { name: '削除する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '通信できませんでした。インターネット接続を確認して、もう一度お試しください。',
    );
    expect(screen.getByRole('button', { name: '削除する' })).toBeInTheDocument();
    expect(screen.queryByText('試験 太郎さんを削除しました。')).not.toBeInTheDocument();
  });
});
