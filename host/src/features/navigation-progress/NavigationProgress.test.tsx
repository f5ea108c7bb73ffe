import { act, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { createTestStrings } from '@harmo/shared/testing';
import host from '../../../locales/ja/host.json';
import { NavigationProgress } from './NavigationProgress';

const { renderWithStrings } = createTestStrings('host', { ja: host });

function Layout() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  );
}

describe('navigation progress', () => {
  it('shows a bar while the next page is loading and takes it away once the page is shown', async () => {
    let showMap: () => void = () => undefined;
    const mapLoaded = new Promise<void>((resolve) => {
      showMap = resolve;
    });
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <Layout />,
          children: [
            { path: 'auth/sign-in', element: <h1>サインイン</h1> },
            {
              path: 'emap',
              lazy: async () => {
                await mapLoaded;
                return { Component: () => <h1>地図</h1> };
              },
            },
          ],
        },
      ],
      { initialEntries: ['/auth/sign-in'] },
    );
    renderWithStrings(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'サインイン' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();

    act(() => void router.navigate('/emap'));
    expect(await screen.findByRole('progressbar', { name: '次のページを読み込んでいます…' }));
    // The page the user is on stays until the next one is ready.
    expect(screen.getByRole('heading', { name: 'サインイン' })).toBeInTheDocument();

    await act(async () => showMap());
    expect(await screen.findByRole('heading', { name: '地図' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
