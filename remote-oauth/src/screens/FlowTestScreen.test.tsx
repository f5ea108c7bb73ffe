import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, getRuntimeConfig, setRuntimeConfig } from '@harmo/shared';
import { runtimeConfigFromEnv } from '@harmo/build/runtime-config';
import type { ClientView } from '@harmo/contracts/oauth';
import { testRedirectUri } from '../features/clients';
import { renderWithStrings } from '../testing/render-with-strings';
import { FlowTestScreen } from './FlowTestScreen';

const fetchMock = jest.fn();

beforeAll(() => {
  setRuntimeConfig(runtimeConfigFromEnv({ HARMO_API_URL: 'https://api.harmo.example' }));
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => fetchMock.mockReset());

const client = (clientId: string, name: string): ClientView => ({
  clientId,
  name,
  type: 'public',
  redirectUris: [testRedirectUri(getRuntimeConfig().webOrigin)],
  allowedScopes: ['openid'],
  createdAt: '2026-12-01T00:00:00.000Z',
  updatedAt: '2026-12-01T00:00:00.000Z',
});

/** The console's clients answer; discovery gets no answer at all. */
function serveClients() {
  fetchMock.mockImplementation(async (url: URL) => {
    if (url.pathname !== '/ps/v1/oauth/clients') throw new TypeError('Failed to fetch');
    const clients = [client('hc_1', '薬局アプリ'), client('hc_2', 'Pharmacy app')];
    return { ok: true, status: 200, statusText: 'OK', json: async () => ({ clients }) };
  });
}

function renderScreen(language: 'ja' | 'en') {
  renderWithStrings(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/oauth/test']}>
        <FlowTestScreen />
      </MemoryRouter>
    </QueryClientProvider>,
    language,
  );
}

describe('/oauth/test', () => {
  it.each([
    ['ja', ['薬局アプリ（hc_1）', 'Pharmacy app（hc_2）']],
    ['en', ['薬局アプリ (hc_1)', 'Pharmacy app (hc_2)']],
  ] as const)('names each client with its id as %s writes it', async (language, names) => {
    serveClients();
    renderScreen(language);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(names);
  });

  it('says in a sentence that the flow could not start, the raw error apart from it', async () => {
    serveClients();
    renderScreen('ja');
    await userEvent.click(await screen.findByRole('button', { name: '認可フローを開始' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^認可フローを開始できませんでした。下の技術的な詳細を確かめてから、もう一度お試しください。$/,
    );
    const detail = screen.getByRole('figure', { name: '技術的な詳細' });
    expect(within(detail).getByTestId('flow-problem-detail')).toHaveTextContent(
      'network_error: Network error',
    );
  });
});
