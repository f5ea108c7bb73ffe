import { createElement, type ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiError, createQueryClient } from '@harmo/shared';
import { answer, flow, metadata, mockServers, profile } from '../testing/fixtures';
import { exchangeCode } from './exchange-code';
import { getPartnerProfile } from './get-partner-profile';
import { getServerMetadata, useServerMetadata } from './get-server-metadata';

const fetchMock = mockServers();

/** What the last call sent: its URL and the options given to fetch. */
function lastCall(): { url: string; init: RequestInit & { headers: Record<string, string> } } {
  const [url, init] = fetchMock.mock.calls.at(-1);
  return { url: String(url), init };
}

describe('the flow test talks to the servers as a partner client would', () => {
  it('reads discovery anonymously, without cookies', async () => {
    fetchMock.mockResolvedValue(answer(200, metadata));
    await expect(getServerMetadata()).resolves.toEqual(metadata);
    const { url, init } = lastCall();
    expect(url).toBe('https://api.harmo.example/oauth/.well-known/openid-configuration');
    expect(init.credentials).toBe('omit');
    expect(init.headers.Authorization).toBeUndefined();
  });

  it('keeps what else discovery publishes, and refuses a document without the endpoints', async () => {
    const published = { ...metadata, jwks_uri: `${metadata.issuer}/jwks`, claims_supported: [] };
    fetchMock.mockResolvedValue(answer(200, published));
    await expect(getServerMetadata()).resolves.toEqual(published);
    fetchMock.mockResolvedValue(answer(200, { issuer: metadata.issuer }));
    await expect(getServerMetadata()).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('serves discovery as a query a screen can read', async () => {
    fetchMock.mockResolvedValue(answer(200, metadata));
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    const { result } = renderHook(() => useServerMetadata(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(metadata));
    expect(lastCall().init.credentials).toBe('omit');
  });

  it('exchanges the code with the PKCE verifier and no secret', async () => {
    fetchMock.mockResolvedValue(answer(200, { access_token: 'at', token_type: 'Bearer' }));
    await expect(exchangeCode(flow, 'code-1')).resolves.toEqual({
      access_token: 'at',
      token_type: 'Bearer',
    });
    const { url, init } = lastCall();
    expect(url).toBe(flow.tokenEndpoint);
    expect(init.credentials).toBe('omit');
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({
      grant_type: 'authorization_code',
      code: 'code-1',
      redirect_uri: flow.redirectUri,
      client_id: 'client-1',
      code_verifier: flow.codeVerifier,
    });
  });

  it('takes a token answer only with what RFC 6749 requires of it', async () => {
    fetchMock.mockResolvedValue(answer(200, { access_token: 'at' }));
    await expect(exchangeCode(flow, 'code-1')).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('reports a refused exchange by its OAuth error', async () => {
    fetchMock.mockResolvedValue(answer(400, { error: 'invalid_grant' }));
    await expect(exchangeCode(flow, 'used')).rejects.toMatchObject({ code: 'invalid_grant' });
  });

  it('shows the resource call as the partner sees it, refusals included', async () => {
    fetchMock.mockResolvedValue(answer(200, profile));
    await expect(getPartnerProfile('at')).resolves.toEqual({ status: 200, body: profile });
    expect(lastCall().url).toBe('https://api.harmo.example/partner/v1/patient/profile');
    expect(lastCall().init.headers.Authorization).toBe('Bearer at');

    fetchMock.mockResolvedValue(answer(401, { error: 'invalid_token' }));
    await expect(getPartnerProfile('old')).resolves.toEqual({
      status: 401,
      body: { error: 'invalid_token' },
    });
  });

  it('shows a success that is not the documented profile as it came, with where it differs', async () => {
    fetchMock.mockResolvedValue(answer(200, { patientId: 'p-1', name: '山田 太郎', extra: 1 }));
    const result = await getPartnerProfile('at');
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ patientId: 'p-1', name: '山田 太郎', extra: 1 });
    expect(result.mismatch).toContain('kana');
    expect(result.mismatch).toContain('gender');
  });

  it('throws when there is no answer at all', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(getPartnerProfile('at')).rejects.toBeInstanceOf(ApiError);
  });
});
