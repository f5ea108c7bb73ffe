import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createTestStrings } from '@harmo/shared/testing';
import { loadSession, useSessionStore } from '@harmo/shared';
import ja from '../../../locales/ja/host.json';
import { Guard } from './Guard';

jest.mock('@harmo/shared', () => ({
  ...jest.requireActual<object>('@harmo/shared'),
  loadSession: jest.fn(async () => true),
}));
const { WithStrings } = createTestStrings('host', { ja });

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/auth/sign-in', element: <p>sign-in screen</p> },
      {
        Component: Guard,
        children: [{ path: '/guidance/:dispensingOrderId', element: <p>order screen</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <WithStrings>
      <RouterProvider router={router} />
    </WithStrings>,
  );
  return router;
}

describe('guard', () => {
  beforeEach(() => useSessionStore.setState({ loading: false, loadFailed: false }));

  it('sends a visitor without a session to sign-in and remembers the target', async () => {
    const router = renderAt('/guidance/7?tab=status#top');
    expect(await screen.findByText('sign-in screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/sign-in');
    expect(JSON.parse(localStorage.getItem('returnTarget')!)).toEqual({
      pathname: '/guidance/7',
      search: '?tab=status',
      hash: '#top',
      params: { dispensingOrderId: '7' },
    });
  });

  it('lets a visitor with a stored refresh token through', async () => {
    localStorage.setItem('refreshToken', 'r');
    renderAt('/guidance/7');
    expect(await screen.findByText('order screen')).toBeInTheDocument();
  });

  it('shows a full-area spinner while the user or current patient loads', async () => {
    localStorage.setItem('cognitoUserName', 'u');
    useSessionStore.setState({ loading: true });
    renderAt('/guidance/7');
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('order screen')).not.toBeInTheDocument();
  });

  it('says when the account could not be loaded, instead of the screen, and loads it again', async () => {
    localStorage.setItem('refreshToken', 'r');
    useSessionStore.setState({ loadFailed: true });
    renderAt('/guidance/7');
    expect(
      await screen.findByRole('heading', {
        name: 'アカウントの情報を読み込めませんでした。インターネット接続を確認して、もう一度お試しください。',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText('order screen')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '再度読み込む' }));
    expect(loadSession).toHaveBeenCalledTimes(1);
  });
});
