import { webcrypto } from 'node:crypto';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '@harmo/shared';
import { serverMetadataQueryOptions } from '../api/get-server-metadata';
import { rememberPendingFlow, takePendingFlow } from '../utils/pending-flow';
import { answer, flow, metadata, mockServers, profile } from '../testing/fixtures';
import { base64url } from '../utils/pkce';
import { flowNavigation, useFlowTest } from './use-flow-test';

const fetchMock = mockServers();
/** Where the browser was sent: nowhere, in these tests. */
let assign: jest.SpyInstance;

// jsdom has getRandomValues but no SubtleCrypto: lend it the platform's, as browsers have one.
beforeAll(() => {
  if (!globalThis.crypto.subtle) {
    Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle });
  }
});
beforeEach(() => {
  assign = jest.spyOn(flowNavigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => assign.mockRestore());

/** An unsigned id token: the page only reads its claims. */
function idTokenWith(claims: Record<string, unknown>): string {
  const part = (value: unknown) => base64url(new TextEncoder().encode(JSON.stringify(value)));
  return `${part({ alg: 'RS256' })}.${part(claims)}.signature`;
}

/** The hook on /oauth/test opened with `search`, and the query client behind it. */
function renderFlowTest(search = '') {
  const queryClient: QueryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/oauth/test${search}`]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return { ...renderHook(() => useFlowTest(), { wrapper }), queryClient };
}

describe('starting the flow', () => {
  it('reads discovery through its query, keeps the flow and goes to the authorization page', async () => {
    fetchMock.mockResolvedValue(answer(200, metadata));
    const { result, queryClient } = renderFlowTest();
    await act(() => result.current.start('client-1', ['openid'], flow.redirectUri));

    expect(String(fetchMock.mock.calls[0][0])).toBe(
      'https://api.harmo.example/oauth/.well-known/openid-configuration',
    );
    expect(queryClient.getQueryData(serverMetadataQueryOptions().queryKey)).toEqual(metadata);
    const kept = takePendingFlow();
    expect(kept).toMatchObject({ clientId: 'client-1', issuer: metadata.issuer });
    const url = new URL(assign.mock.calls[0][0]);
    expect(`${url.origin}${url.pathname}`).toBe(metadata.authorization_endpoint);
    expect(url.searchParams.get('state')).toBe(kept?.state);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(result.current.state).toEqual({ status: 'starting' });
  });

  it('asks discovery anew at every start, as a client would', async () => {
    fetchMock.mockResolvedValue(answer(200, metadata));
    const { result } = renderFlowTest();
    await act(() => result.current.start('client-1', ['openid'], flow.redirectUri));
    await act(() => result.current.start('client-1', ['openid'], flow.redirectUri));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says it could not start, with what failed as technical detail, after one try', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { result } = renderFlowTest();
    await act(() => result.current.start('client-1', ['openid'], flow.redirectUri));
    expect(result.current.state).toEqual({
      status: 'failed',
      problem: { key: 'startFailed', detail: 'network_error: Network error' },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('names the exception when the discovery document sends it nowhere', async () => {
    fetchMock.mockResolvedValue(answer(200, { ...metadata, authorization_endpoint: 'nowhere' }));
    const { result } = renderFlowTest();
    await act(() => result.current.start('client-1', ['openid'], flow.redirectUri));
    expect(result.current.state).toEqual({
      status: 'failed',
      problem: { key: 'startFailed', detail: expect.stringMatching(/^TypeError: /) },
    });
  });
});

describe('coming back from the authorization server', () => {
  const back = `?code=code-1&state=${flow.state}&iss=${encodeURIComponent(flow.issuer)}`;

  it('exchanges the code, reads the id token and calls the resource API', async () => {
    rememberPendingFlow(flow);
    const idToken = idTokenWith({ patient_id: 'p-1', patient_name: '山田 太郎' });
    fetchMock
      .mockResolvedValueOnce(
        answer(200, { access_token: 'at', token_type: 'Bearer', id_token: idToken }),
      )
      .mockResolvedValueOnce(answer(200, profile));
    const { result } = renderFlowTest(back);
    await waitFor(() => expect(result.current.state.status).toBe('done'));
    expect(result.current.state).toEqual({
      status: 'done',
      result: {
        tokenResponse: { access_token: 'at', token_type: 'Bearer', id_token: idToken },
        claims: { patient_id: 'p-1', patient_name: '山田 太郎' },
        profile: { status: 200, body: profile },
      },
    });
    expect(String(fetchMock.mock.calls[0][0])).toBe(flow.tokenEndpoint);
    expect(fetchMock.mock.calls[1][1].headers.Authorization).toBe('Bearer at');
  });

  it('shows a refused exchange by its OAuth error, its description as technical detail', async () => {
    rememberPendingFlow(flow);
    fetchMock.mockResolvedValue(
      answer(400, { error: 'invalid_grant', error_description: 'grant request is invalid' }),
    );
    const { result } = renderFlowTest(back);
    await waitFor(() => expect(result.current.state.status).toBe('failed'));
    expect(result.current.state).toEqual({
      status: 'failed',
      problem: {
        key: 'exchangeFailed',
        values: { error: 'invalid_grant' },
        detail: 'HTTP 400 invalid_grant: grant request is invalid',
      },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says the test could not be finished when the resource call gets no answer', async () => {
    rememberPendingFlow(flow);
    fetchMock
      .mockResolvedValueOnce(answer(200, { access_token: 'at', token_type: 'Bearer' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { result } = renderFlowTest(back);
    await waitFor(() => expect(result.current.state.status).toBe('failed'));
    expect(result.current.state).toEqual({
      status: 'failed',
      problem: { key: 'completeFailed', detail: 'network_error: Network error' },
    });
  });

  it('shows the error the authorization server sent back, without calling anything', async () => {
    rememberPendingFlow(flow);
    const { result } = renderFlowTest(`?error=access_denied&state=${flow.state}`);
    await waitFor(() => expect(result.current.state.status).toBe('failed'));
    expect(result.current.state).toEqual({
      status: 'failed',
      problem: { key: 'denied', values: { error: 'access_denied' } },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
