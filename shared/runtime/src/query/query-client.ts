import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-client';

/** Cached data is kept five minutes after its last screen lets go of it. */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
/** A failed query is tried again at most three times. */
export const QUERY_RETRY_COUNT = 3;
/** Backoff between tries doubles from one second and never waits longer than this. */
export const QUERY_MAX_RETRY_DELAY_MS = 30_000;

export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, QUERY_MAX_RETRY_DELAY_MS);
}

/**
 * The one retry rule of every query on the page: a network failure or a server error (5xx) may
 * pass, so it is tried again; an answer the api refused (4xx) fails the same way every time, so
 * it is not. Anything that is not an api error (a bug in a query function) is not retried either.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRY_COUNT) return false;
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: QUERY_GC_TIME_MS, retry: shouldRetry, retryDelay },
      mutations: { retry: false },
    },
  });
}

/** One cache for the page: the host and every remote read the same queries. */
export const queryClient = createQueryClient();
