import { z } from 'zod';
import { ApiError, apiRequest, setTokenProvider } from './api-client';
import { setRuntimeConfig } from '../config/runtime-config';
import { runtimeConfigFromEnv } from '@harmo/build/runtime-config';

const fetchMock = jest.fn();

beforeAll(() => {
  setRuntimeConfig(
    runtimeConfigFromEnv({
      HARMO_API_URL: 'https://api.example',
      HARMO_CENTRAL_URL: 'https://central.example',
    }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => {
  fetchMock.mockReset();
  setTokenProvider(async () => null);
});

const json = (status: number, body: unknown) =>
  ({ ok: status < 400, status, statusText: 'x', json: async () => body }) as Response;

describe('api client', () => {
  it('sends the bearer id token, includes credentials and parses JSON', async () => {
    setTokenProvider(async () => 'id-token-1');
    fetchMock.mockResolvedValue(json(200, { accountId: 'a1' }));
    const result = await apiRequest('/ps/v1/accounts/me', {
      schema: z.object({ accountId: z.string() }),
    });
    expect(result).toEqual({ accountId: 'a1' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe('https://api.example/ps/v1/accounts/me');
    expect(init.headers.Authorization).toBe('Bearer id-token-1');
    expect(init.credentials).toBe('include');
  });

  it('form-encodes calls to the central server', async () => {
    fetchMock.mockResolvedValue(json(200, { did: '7' }));
    await apiRequest('/personal/registerDevice', {
      method: 'POST',
      service: 'central',
      form: { secret: 'ab' },
    });
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe('https://central.example/personal/registerDevice');
    expect(init.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(init.body).toBe('secret=ab');
  });

  it('sends per-call headers instead of the stored token for a sign-in not stored yet', async () => {
    setTokenProvider(async () => 'stored-token');
    fetchMock.mockResolvedValue(json(200, { accountId: 'a2' }));
    await apiRequest('/ps/v1/accounts/me', {
      auth: false,
      headers: { Authorization: 'Bearer new-identity' },
    });
    const [, init] = fetchMock.mock.calls[0];
    expect(init.headers.Authorization).toBe('Bearer new-identity');
    expect(init.headers.Accept).toBe('application/json');
  });

  it('calls an absolute URL as it is, and leaves cookies out when told', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    await apiRequest('https://partner.example/token', { credentials: 'omit', auth: false });
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe('https://partner.example/token');
    expect(init.credentials).toBe('omit');
  });

  it("turns a fetch failure into 'Network error'", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/x')).rejects.toMatchObject({ message: 'Network error', status: 0 });
  });

  it('normalises error bodies of the api and of the identity service', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { error: 'validation_error', message: 'bad kana' }));
    await expect(apiRequest('/x')).rejects.toMatchObject({
      status: 400,
      code: 'validation_error',
      message: 'bad kana',
    });
    fetchMock.mockResolvedValueOnce(
      json(400, { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' }),
    );
    await expect(apiRequest('/y')).rejects.toMatchObject({ code: 'NotAuthorizedException' });
  });

  it('refuses a response that does not match its schema', async () => {
    fetchMock.mockResolvedValue(json(200, { accountId: 12 }));
    const call = apiRequest('/x', { schema: z.object({ accountId: z.string() }) });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('loads a schema given as a loader while the request is on its way, and checks with it', async () => {
    const order: string[] = [];
    fetchMock.mockImplementation(async () => {
      order.push('fetch');
      return json(200, { accountId: 12 });
    });
    const load = jest.fn(async () => {
      order.push('load');
      return z.object({ accountId: z.string() });
    });
    const call = apiRequest('/x', { schema: load });
    await expect(call).rejects.toMatchObject({ code: 'invalid_response' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(order).toEqual(['load', 'fetch']);

    fetchMock.mockResolvedValue(json(200, { accountId: 'a1' }));
    const typed: { accountId: string } = await apiRequest('/x', {
      schema: async () => z.object({ accountId: z.string() }),
    });
    expect(typed).toEqual({ accountId: 'a1' });
  });

  it('reports a schema that cannot be loaded as a network error, and a failed request as its own', async () => {
    fetchMock.mockResolvedValue(json(200, { accountId: 'a1' }));
    const unloadable = () => Promise.reject(new Error('Loading chunk 12 failed'));
    await expect(apiRequest('/x', { schema: unloadable })).rejects.toMatchObject({
      message: 'Network error',
      code: 'network_error',
    });
    fetchMock.mockResolvedValue(json(404, { error: 'not_found' }));
    await expect(apiRequest('/x', { schema: unloadable })).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
  });

  it('drops empty query values and keeps the rest', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    await apiRequest('/q', { query: { a: 1, b: undefined, c: null, d: 'x y' } });
    expect(String(fetchMock.mock.calls[0][0])).toBe('https://api.example/q?a=1&d=x+y');
  });
});
