import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Invitation } from '@harmo/contracts/accounts';
import { ACCOUNTS_PATHS } from '@harmo/contracts/accounts';
import { ApiError, NETWORK_ERROR, apiRequest, notify, refreshPatients } from '@harmo/shared';
import { WithStrings } from '../../../testing/render-with-strings';
import { SharingLists } from './SharingLists';

jest.mock('@harmo/shared', () => ({
  ...jest.requireActual<object>('@harmo/shared'),
  apiRequest: jest.fn(),
  refreshPatients: jest.fn(),
  notify: { success: jest.fn(), error: jest.fn() },
}));
const request = jest.mocked(apiRequest);
const success = jest.mocked(notify.success);

const profile = (accountId: string, name: string) => ({
  accountId,
  name,
  kana: 'キョウユウ イチコ',
  gender: 'female' as const,
  birthDate: null,
});

const invitation = (id: string, status: Invitation['status'], fromName: string): Invitation => ({
  id,
  status,
  inviteeEmail: 'jiro@harmo.example',
  fromAccount: profile(`from-${id}`, fromName),
  toAccount: status === 'active' ? profile('me', '閲覧 二郎') : null,
  createdAt: '2026-01-01T00:00:00Z',
  expiresAt: status === 'pending' ? '2026-01-08T00:00:00Z' : null,
  acceptedAt: status === 'active' ? '2026-01-02T00:00:00Z' : null,
});

/**
 * The sharing api as the screen sees it: accepting turns the invitation into a sharing, and
 * ending one (withdrawn, refused or stopped, from either side) takes it out.
 */
function apiWith(received: Invitation[], sent: Invitation[] = []) {
  let current = received;
  let sentNow = sent;
  request.mockImplementation((path, options) => {
    if (path === ACCOUNTS_PATHS.invitations && !options?.method) {
      return Promise.resolve({ sent: sentNow, received: current });
    }
    if (options?.method === 'DELETE') {
      const ended = (i: Invitation) => path === ACCOUNTS_PATHS.endSharing(i.id);
      if (![...current, ...sentNow].some(ended)) {
        return Promise.reject(new Error(`unexpected ${String(path)}`));
      }
      current = current.filter((i) => !ended(i));
      sentNow = sentNow.filter((i) => !ended(i));
      return Promise.resolve(undefined);
    }
    const accepted = current.find((i) => path === ACCOUNTS_PATHS.acceptInvitation(i.id));
    if (accepted && options?.method === 'POST') {
      current = current.map((i) =>
        i.id === accepted.id ? invitation(i.id, 'active', i.fromAccount.name) : i,
      );
      return Promise.resolve(current.find((i) => i.id === accepted.id));
    }
    return Promise.reject(new Error(`unexpected ${String(path)}`));
  });
}

function renderLists() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <WithStrings>
        <MemoryRouter>
          <SharingLists />
        </MemoryRouter>
      </WithStrings>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  request.mockReset();
  success.mockReset();
  jest.mocked(refreshPatients).mockResolvedValue(undefined);
});

describe('accepting a sharing invitation', () => {
  it('moves focus to the accepted notebook, and says it can be used as one’s own', async () => {
    apiWith([
      invitation('inv-1', 'pending', '共有 一子'),
      invitation('inv-2', 'pending', '共有 三郎'),
    ]);
    renderLists();
    await userEvent.click(
      await screen.findByRole('button', { name: '共有 一子さんの招待を承認する' }),
    );

    const accepted = await screen.findByTestId('received-sharing');
    expect(accepted).toHaveTextContent('共有 一子');
    await waitFor(() => expect(accepted).toHaveFocus());
    expect(success).toHaveBeenCalledWith(
      '共有 一子さんの手帳を、あなたの手帳と同じように使えるようになりました。',
    );
    // The other invitation is still waiting, untouched.
    expect(screen.getByTestId('received-invitation')).toHaveTextContent('共有 三郎');
  });
});

describe('what sharing lets the other person do', () => {
  it('is said in full to the person who shares, not as seeing only', async () => {
    apiWith([], [invitation('inv-3', 'active', '閲覧 二郎')]);
    renderLists();
    expect(
      await screen.findByText(
        '共有した相手は、あなたとあなたが管理する家族の手帳を、あなたと同じように使えます（記録を見る・追加する・削除する、処方箋を薬局に送る、登録したカードで支払うなど）。',
      ),
    ).toBeInTheDocument();

    const sharing = screen.getByTestId('sent-sharing');
    await userEvent.click(within(sharing).getByRole('button', { name: '共有をやめる' }));
    expect(
      screen.getByText(
        '閲覧 二郎さんとの共有をやめますか？ 閲覧 二郎さんは、あなたとあなたが管理する家族の手帳を使えなくなります。',
      ),
    ).toHaveFocus();
  });
});

describe('ending a sharing or an invitation', () => {
  /** Asks with the button named `opener` in `item`, confirms with `confirm`. */
  async function endWith(item: HTMLElement, opener: string, confirm: string) {
    await userEvent.click(within(item).getByRole('button', { name: opener }));
    await userEvent.click(screen.getByRole('button', { name: confirm }));
  }

  it('withdrawing an invitation moves focus to the message saying so, among the people shared with', async () => {
    apiWith([], [invitation('inv-4', 'pending', '閲覧 二郎')]);
    renderLists();
    await endWith(await screen.findByTestId('sent-sharing'), '招待を取り消す', '取り消す');

    await waitFor(() => expect(screen.queryByTestId('sent-sharing')).not.toBeInTheDocument());
    const done = screen.getByText('jiro@harmo.example への招待を取り消しました。');
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.getByRole('region', { name: 'あなたの手帳を共有している人' })).toContainElement(
      done,
    );
    expect(success).not.toHaveBeenCalled();
  });

  it('stopping a sharing one gives moves focus to the message saying so', async () => {
    apiWith([], [invitation('inv-3', 'active', '閲覧 二郎')]);
    renderLists();
    await endWith(await screen.findByTestId('sent-sharing'), '共有をやめる', '共有をやめる');

    await waitFor(() => expect(screen.queryByTestId('sent-sharing')).not.toBeInTheDocument());
    expect(screen.getByText('共有している人はいません。')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('閲覧 二郎さんとの共有をやめました。')).toHaveFocus(),
    );
  });

  it('refusing an invitation moves focus to the message saying so, among the notebooks shared', async () => {
    apiWith([
      invitation('inv-1', 'pending', '共有 一子'),
      invitation('inv-2', 'pending', '共有 三郎'),
    ]);
    renderLists();
    const [first] = await screen.findAllByTestId('received-invitation');
    await endWith(first!, '共有 一子さんの招待を断る', '断る');

    await waitFor(() => expect(screen.getAllByTestId('received-invitation')).toHaveLength(1));
    const done = screen.getByText('共有 一子さんからの招待を断りました。');
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.getByRole('region', { name: 'あなたに共有されている手帳' })).toContainElement(
      done,
    );
    // The other invitation is still waiting, untouched.
    expect(screen.getByTestId('received-invitation')).toHaveTextContent('共有 三郎');
  });

  it('stopping a sharing one receives moves focus to the message saying so', async () => {
    apiWith([invitation('inv-5', 'active', '共有 一子')]);
    renderLists();
    await endWith(
      await screen.findByTestId('received-sharing'),
      '共有 一子さんの手帳の共有を終える',
      '共有を終える',
    );

    await waitFor(() => expect(screen.queryByTestId('received-sharing')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByText('共有 一子さんの手帳の共有を終えました。')).toHaveFocus(),
    );
  });

  it('keeps the question open and says why when it could not be ended', async () => {
    apiWith([], [invitation('inv-4', 'pending', '閲覧 二郎')]);
    renderLists();
    const item = await screen.findByTestId('sent-sharing');
    request.mockRejectedValue(new ApiError(NETWORK_ERROR, 0, 'network_error'));
    await endWith(item, '招待を取り消す', '取り消す');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '通信できませんでした。インターネット接続を確認して、もう一度お試しください。',
    );
    expect(screen.getByRole('button', { name: '取り消す' })).toBeInTheDocument();
    expect(screen.queryByText(/招待を取り消しました。$/)).not.toBeInTheDocument();
  });
});
