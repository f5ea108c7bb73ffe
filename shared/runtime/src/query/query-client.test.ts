import { QUERY_GC_TIME_MS, createQueryClient, retryDelay } from './query-client';

describe('query cache policy', () => {
  it('backs off exponentially and never waits more than 30 s', () => {
    expect(retryDelay(0)).toBe(1000);
    expect(retryDelay(2)).toBe(4000);
    expect(retryDelay(10)).toBe(30_000);
  });

  it('keeps data five minutes and retries three times', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.gcTime).toBe(QUERY_GC_TIME_MS);
    expect(QUERY_GC_TIME_MS).toBe(300_000);
    expect(defaults?.retry).toBe(3);
  });
});
