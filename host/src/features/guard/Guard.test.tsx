import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useSessionStore } from '@harmo/shared';
import { Guard } from './Guard';

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
  render(<RouterProvider router={router} />);
  return router;
}

describe('guard', () => {
  beforeEach(() => useSessionStore.setState({ loading: false }));

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
});
