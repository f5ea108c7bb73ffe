import { ApiError } from '../api/api-client';
import { QUERY_GC_TIME_MS, createQueryClient, retryDelay, shouldRetry } from './query-client';

describe('query cache policy', () => {
  it('backs off exponentially and never waits more than 30 s', () => {
    expect(retryDelay(0)).toBe(1000);
    expect(retryDelay(2)).toBe(4000);
    expect(retryDelay(10)).toBe(30_000);
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
