import { setRuntimeConfig } from '@harmo/shared';
import { runtimeConfigFromEnv } from '@harmo/build/runtime-config';
import type { PendingFlow } from '../types/flow';

/**
 * Test support of the flow test: the servers at https://api.harmo.example, reached through the
 * returned fetch mock (reset before each test of the file that calls this).
 */
export function mockServers(): jest.Mock {
  const fetchMock = jest.fn();
  beforeAll(() => {
    setRuntimeConfig(runtimeConfigFromEnv({ HARMO_API_URL: 'https://api.harmo.example' }));
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  beforeEach(() => fetchMock.mockReset());
  return fetchMock;
}

/** A server's answer, as fetch resolves it. */
export const answer = (status: number, body: unknown) =>
  ({ ok: status < 400, status, statusText: 'x', json: async () => body }) as Response;

/** The discovery document, with only what a client needs of it. */
export const metadata = {
  issuer: 'https://api.harmo.example/oauth',
  authorization_endpoint: 'https://api.harmo.example/oauth/auth',
  token_endpoint: 'https://api.harmo.example/oauth/token',
};

/** A flow started in this tab, waiting for its return. */
export const flow: PendingFlow = {
  clientId: 'client-1',
  scopes: ['openid'],
  state: 's'.repeat(16),
  codeVerifier: 'v'.repeat(43),
  redirectUri: 'http://localhost:3000/oauth/test',
  issuer: metadata.issuer,
  tokenEndpoint: metadata.token_endpoint,
};

/** The documented answer of GET /partner/v1/patient/profile. */
export const profile = {
  patientId: 'p-1',
  name: '山田 太郎',
  kana: 'ヤマダ タロウ',
  gender: 'male',
  birthDate: null,
};
