import { onlineManager } from '@tanstack/react-query';
import { ApiError } from '../api/api-client';
import {
  QUERY_GC_TIME_MS,
  QUERY_MAX_RETRY_DELAY_MS,
  createQueryClient,
  shouldRetry,
} from './query-client';

const networkError = () => new ApiError('Network error', 0, 'network_error');

describe('query cache policy', () => {
  afterEach(() => {
    jest.useRealTimers();
    onlineManager.setOnline(true);
  });

  it('backs off from one second, doubling, and never waits more than 30 s', async () => {
    jest.useFakeTimers();
    const tries: number[] = [];
    const started = Date.now();
    const query = createQueryClient()
      .fetchQuery({
        queryKey: ['backoff'],
        queryFn: () => {
          tries.push(Date.now() - started);
          return Promise.reject(networkError());
        },
      })
      .catch(() => undefined);
    await jest.advanceTimersByTimeAsync(60_000);
    await query;
    expect(tries).toEqual([0, 1000, 3000, 7000]);
    expect(QUERY_MAX_RETRY_DELAY_MS).toBe(30_000);
    // The library's backoff, which the client keeps: capped where the figure says.
    const { retryDelay } = createQueryClient().getDefaultOptions().queries ?? {};
    expect(retryDelay).toBeUndefined();
  });

  it('sends at once while the browser says it is offline: a send fails with the network error', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const send = client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(networkError()) })
      .execute(undefined);
    await expect(send).rejects.toMatchObject({ status: 0 });
    let asked = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['offline'],
        queryFn: () => {
          asked += 1;
          return Promise.reject(new ApiError('refused', 400, 'validation_error'));
        },
      }),
    ).rejects.toThrow('refused');
    expect(asked).toBe(1);
  });

  it('keeps data five minutes and retries with the one shared rule', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.gcTime).toBe(QUERY_GC_TIME_MS);
    expect(QUERY_GC_TIME_MS).toBe(300_000);
    expect(defaults?.retry).toBe(shouldRetry);
  });

  it('retries network failures and server errors up to three times', () => {
    expect(shouldRetry(0, new ApiError('Network error', 0, 'network_error'))).toBe(true);
    expect(shouldRetry(2, new ApiError('boom', 503, 'http_503'))).toBe(true);
    expect(shouldRetry(3, new ApiError('boom', 503, 'http_503'))).toBe(false);
  });

  it('never retries a request the api refused, nor an error that is not the api’s', () => {
    expect(shouldRetry(0, new ApiError('bad', 400, 'validation_error'))).toBe(false);
    expect(shouldRetry(0, new ApiError('gone', 404, 'not_found'))).toBe(false);
    expect(shouldRetry(0, new ApiError('busy', 409, 'conflict'))).toBe(false);
    expect(shouldRetry(0, new TypeError('x is undefined'))).toBe(false);
  });

  it('gives up on a failing query after the retries, through the client defaults', async () => {
    const client = createQueryClient();
    client.setDefaultOptions({
      queries: { ...client.getDefaultOptions().queries, retryDelay: 0 },
    });
    let calls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['flaky'],
        queryFn: () => {
          calls += 1;
          return Promise.reject(new ApiError('boom', 502, 'http_502'));
        },
      }),
    ).rejects.toThrow('boom');
    expect(calls).toBe(4);
    calls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['refused'],
        queryFn: () => {
          calls += 1;
          return Promise.reject(new ApiError('bad', 400, 'validation_error'));
        },
      }),
    ).rejects.toThrow('bad');
    expect(calls).toBe(1);
  });
});
