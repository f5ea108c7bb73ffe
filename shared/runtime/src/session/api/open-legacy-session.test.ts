import { runtimeConfigFromEnv } from '@harmo/build/runtime-config';
import { setRuntimeConfig } from '../../config/runtime-config';
import { ApiError, setTokenProvider } from '../../api/api-client';
import { useSessionStore } from '../session-store';
import { openLegacySession } from './open-legacy-session';

const fetchMock = jest.fn();
const answer = (status: number, body: unknown) =>
  ({ ok: status < 400, status, statusText: 'x', json: async () => body }) as Response;
const SESSION = { sessionId: 's-1', accountId: 'child-1', expiresAt: '2026-12-06T02:00:00.000Z' };

beforeAll(() => {
  setRuntimeConfig(runtimeConfigFromEnv({ HARMO_API_URL: 'https://api.example' }));
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => {
  fetchMock.mockReset();
  setTokenProvider(async () => 'id-token-1');
  useSessionStore.getState().setCurrentPatientId('child-1');
});

const sentBody = () => JSON.parse(fetchMock.mock.calls[0][1].body as string) as unknown;

describe('openLegacySession', () => {
  it('acts for the stored current patient as the web device, with the bearer token', async () => {
    fetchMock.mockResolvedValue(answer(200, SESSION));
    await expect(openLegacySession()).resolves.toEqual(SESSION);
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe('https://api.example/ps/v1/legacy/session');
    expect(init.method).toBe('POST');
    expect(init.headers.Authorization).toBe('Bearer id-token-1');
    expect(sentBody()).toEqual({ targetAccountId: 'child-1', deviceCategory: 20 });
  });

  it("sends the caller's fields and patient, never another device category", async () => {
    fetchMock.mockResolvedValue(answer(200, { ...SESSION, accountId: 'self-1' }));
    await openLegacySession({ targetAccountId: 'self-1', purpose: 'notebook', deviceCategory: 1 });
    expect(sentBody()).toEqual({
      targetAccountId: 'self-1',
      purpose: 'notebook',
      deviceCategory: 20,
    });
  });

  it("passes on the api's refusal", async () => {
    fetchMock.mockResolvedValue(answer(403, { error: 'forbidden', message: 'You may not act' }));
    const refusal = await openLegacySession().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 403, code: 'forbidden' });
  });
});
