import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, setRuntimeConfig } from '@harmo/shared';
import { runtimeConfigFromEnv } from '@harmo/build/runtime-config';
import { renderWithStrings } from '../testing/render-with-strings';
import { ClientsScreen } from './ClientsScreen';

const fetchMock = jest.fn();

beforeAll(() => {
  setRuntimeConfig(runtimeConfigFromEnv({ HARMO_API_URL: 'https://api.harmo.example' }));
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => fetchMock.mockReset());

const answer = (status: number, body: unknown) => ({
  ok: status < 400,
  status,
  statusText: '',
  json: async () => body,
});

/** The registrations sent, in order. */
const registrationsSent = () =>
  fetchMock.mock.calls.filter(
    ([url, init]: [URL, RequestInit]) =>
      url.pathname === '/ps/v1/oauth/clients' && init.method === 'POST',
  );

/** No client and no consent yet; each registration is answered by `register` in turn. */
function serve(register: () => Promise<unknown>) {
  fetchMock.mockImplementation(async (url: URL, init: RequestInit) => {
    if (url.pathname === '/ps/v1/oauth/clients' && init.method === 'POST') return register();
    if (url.pathname === '/ps/v1/oauth/consents') return answer(200, { consents: [] });
    return answer(200, { clients: [] });
  });
}

function renderScreen() {
  renderWithStrings(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/oauth/clients']}>
        <ClientsScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const name = () => screen.getByLabelText('クライアント名');
const redirectUris = () => screen.getByLabelText('リダイレクトURI');
const confidential = () => screen.getByRole('radio', { name: /機密クライアント/ });
const submit = () => screen.getByRole('button', { name: /^登録/ });

async function fillIn() {
  await userEvent.type(name(), '薬局アプリ');
  await userEvent.click(confidential());
  await userEvent.type(redirectUris(), 'https://app.example.jp/callback');
}

describe('a registration that fails', () => {
  it.each([
    [
      'a refusal naming a field',
      async () =>
        answer(400, {
          error: 'validation_error',
          message: 'Invalid request. body.redirectUris.0: must be https',
          issues: [{ path: 'body.redirectUris.0', message: 'must be https' }],
        }),
      '入力内容を確認してください。',
    ],
    [
      'a server failure',
      async () => answer(500, { error: 'internal_error' }),
      'エラーが発生しました。時間をおいてもう一度お試しください。',
    ],
    [
      'a lost connection',
      () => Promise.reject(new TypeError('Failed to fetch')),
      '通信できませんでした。インターネット接続を確認して、もう一度お試しください。',
    ],
  ])(
    'after %s says why, keeps the form and sends it once more when asked',
    async (_, fail, message) => {
      let replies = 0;
      serve(() => (replies++ === 0 ? fail() : new Promise(() => {})));
      renderScreen();
      await fillIn();
      await userEvent.click(submit());

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(name()).toHaveValue('薬局アプリ');
      expect(confidential()).toBeChecked();
      expect(redirectUris()).toHaveValue('https://app.example.jp/callback');
      expect(screen.getByRole('checkbox', { name: /プロフィール/ })).toBeChecked();
      expect(registrationsSent()).toHaveLength(1);

      await userEvent.click(submit());
      await waitFor(() => expect(registrationsSent()).toHaveLength(2));
      // While that one is on its way, another press sends nothing.
      await userEvent.click(submit());
      expect(registrationsSent()).toHaveLength(2);
    },
  );
});
