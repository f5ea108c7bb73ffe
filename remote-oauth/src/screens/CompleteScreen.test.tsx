import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, setRuntimeConfig } from '@harmo/shared';
import { runtimeConfigFromEnv } from '@harmo/build/runtime-config';
import { WithStrings } from '../testing/render-with-strings';
import { browserNavigation } from '../features/consent';
import { CompleteScreen } from './CompleteScreen';

const fetchMock = jest.fn();
const replace = jest.fn();
const originalReplace = browserNavigation.replace;

beforeAll(() => {
  setRuntimeConfig(runtimeConfigFromEnv({ HARMO_API_URL: 'https://api.harmo.example' }));
  global.fetch = fetchMock as unknown as typeof fetch;
  browserNavigation.replace = replace;
});
afterAll(() => {
  browserNavigation.replace = originalReplace;
});
beforeEach(() => {
  fetchMock.mockReset();
  replace.mockReset();
});

const answer = (status: number, body: unknown) =>
  ({ ok: status < 400, status, statusText: 'x', json: async () => body }) as Response;

function renderAt(path: string, state?: unknown) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <WithStrings>
        <MemoryRouter initialEntries={[{ pathname: '/oauth/complete', search: path, state }]}>
          <Routes>
            <Route path="/oauth/complete" element={<CompleteScreen />} />
          </Routes>
        </MemoryRouter>
      </WithStrings>
    </QueryClientProvider>,
  );
}

const approve = { decision: { kind: 'approve', patientId: 'p-1' } };

describe('/oauth/complete', () => {
  it('sends the decision and navigates to the authorization server’s resume URL', async () => {
    const resume = 'https://api.harmo.example/oauth/auth/uid_1?ticket=t';
    fetchMock.mockResolvedValue(answer(200, { redirectTo: resume }));
    renderAt('?uid=uid_1', approve);
    await waitFor(() => expect(replace).toHaveBeenCalledWith(resume));
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe('https://api.harmo.example/ps/v1/oauth/interactions/uid_1/consent');
    expect(JSON.parse(init.body)).toEqual({ patientId: 'p-1' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends a denial to the deny endpoint and navigates on the same way', async () => {
    const resume = 'https://api.harmo.example/oauth/auth/uid_2?ticket=t';
    fetchMock.mockResolvedValue(answer(200, { redirectTo: resume }));
    renderAt('?uid=uid_2', { decision: { kind: 'deny' } });
    await waitFor(() => expect(replace).toHaveBeenCalledWith(resume));
    expect(String(fetchMock.mock.calls[0][0])).toBe(
      'https://api.harmo.example/ps/v1/oauth/interactions/uid_2/deny',
    );
  });

  it.each([
    'https://attacker.example/oauth/auth/uid_1',
    'https://api.harmo.example/somewhere/else',
    'javascript:alert(1)',
  ])('never navigates to %s', async (redirectTo) => {
    fetchMock.mockResolvedValue(answer(200, { redirectTo }));
    renderAt('?uid=uid_1', approve);
    expect(await screen.findByText('安全でない転送先のため中止しました。')).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it('explains a refused patient', async () => {
    fetchMock.mockResolvedValue(answer(403, { error: 'patient_not_allowed' }));
    renderAt('?uid=uid_1', approve);
    expect(
      await screen.findByText('選んだ方の情報を共有する権限がありません。'),
    ).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it('shows a request the server could not send back, without any call', async () => {
    renderAt('?error=invalid_redirect_uri&error_description=x');
    expect(await screen.findByRole('heading', { name: /連携できませんでした/ })).toHaveTextContent(
      '連携先のリダイレクトURIが登録されたものと一致しません。',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does nothing for a link without a decision taken on this site', async () => {
    renderAt('?uid=uid_1');
    expect(await screen.findByText('完了する手続きはありません。')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
