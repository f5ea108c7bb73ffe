import { act, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { setRuntimeConfig, type NamespacedNavigationEntry } from '@harmo/shared';
import { runtimeConfigFromEnv } from '@harmo/build/runtime-config';
import { HOST_NAVIGATION } from '../host-entries';
import { NavigationBar } from './NavigationBar';

let answer:
  { resolve(entries: NamespacedNavigationEntry[]): void; reject(e: Error): void } | undefined;
jest.mock('../api/fetch-navigation', () => ({
  fetchNavigation: () =>
    new Promise<NamespacedNavigationEntry[]>((resolve, reject) => {
      answer = { resolve, reject };
    }),
}));

const guidance: NamespacedNavigationEntry = {
  id: 'guidance.orders',
  to: '/guidance',
  labelKey: 'nav.menu',
  placement: 'tab',
  order: 20,
  icon: 'prescription',
  namespace: 'host',
};

function renderBar(path = '/guidance') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <NavigationBar />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return within(screen.getByTestId('navigation'));
}

async function until<T>(read: () => T | undefined): Promise<T> {
  for (let i = 0; i < 50; i += 1) {
    const value = read();
    if (value !== undefined) return value;
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }
  throw new Error('never came');
}

describe('the tab bar', () => {
  beforeAll(() => setRuntimeConfig(runtimeConfigFromEnv({})));
  beforeEach(() => {
    answer = undefined;
  });

  it('stays empty while the declarations come, then shows every entry at once', async () => {
    const bar = renderBar();
    const pending = await until(() => answer);
    // The menu's entry alone would fill the bar and move aside when the others came.
    expect(bar.queryAllByRole('listitem')).toHaveLength(0);
    await act(async () => pending.resolve([...HOST_NAVIGATION, guidance]));
    const links = await bar.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/guidance', '/menu']);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
  });

  it('marks the menu’s tab on a page opened from the menu', async () => {
    const cards: NamespacedNavigationEntry = {
      id: 'guidance.payment',
      to: '/payment/credit-card',
      labelKey: 'nav.menu',
      placement: 'menu',
      order: 40,
      icon: 'document',
      namespace: 'host',
    };
    const bar = renderBar('/payment/credit-card');
    const pending = await until(() => answer);
    await act(async () => pending.resolve([...HOST_NAVIGATION, guidance, cards]));
    const links = await bar.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page']);
  });

  it('shows the host’s own entry when the declarations cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const bar = renderBar();
    const pending = await until(() => answer);
    await act(async () => pending.reject(new Error('chunk failed')));
    const links = await bar.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/menu']);
  });
});
