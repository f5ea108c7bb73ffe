import { QueryClient } from '@tanstack/react-query';

/** Seed cache policy: keep data 5 minutes, retry 3 times with backoff capped at 30 s. */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
export const QUERY_RETRY_COUNT = 3;
export const QUERY_MAX_RETRY_DELAY_MS = 30_000;

export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, QUERY_MAX_RETRY_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: QUERY_GC_TIME_MS, retry: QUERY_RETRY_COUNT, retryDelay },
      mutations: { retry: false },
    },
  });
}

/** One cache for the page: the host and every remote read the same queries. */
export const queryClient = createQueryClient();
