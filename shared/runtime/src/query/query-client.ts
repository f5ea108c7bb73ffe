import { QueryClient } from '@tanstack/react-query';
import { mayPassOnRetry } from '../api/api-client';

/** Cached data is kept five minutes after its last screen lets go of it. */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
/** A failed query is tried again at most three times. */
export const QUERY_RETRY_COUNT = 3;
/**
 * Backoff between tries doubles from one second and never waits longer than this: the query
 * library's own backoff, which the client keeps (its test holds it to these figures).
 */
export const QUERY_MAX_RETRY_DELAY_MS = 30_000;

/**
 * Requests go out whatever the browser says of its connection. Offline, a query then fails with
 * a network error (retried by the rule below) and a form's send fails at once with the network
 * message, its input kept. Paused instead, as the library does by default, a send showed
 * "sending" without end and went out unannounced once back online, and a search said nothing
 * was found.
 */
const networkMode = 'always';

/**
 * The one retry rule of every query on the page: a network failure or a server error (5xx) may
 * pass, so it is tried again; an answer the api refused (4xx) fails the same way every time, so
 * it is not. Anything that is not an api error (a bug in a query function) is not retried either.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRY_COUNT) return false;
  return mayPassOnRetry(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { networkMode, gcTime: QUERY_GC_TIME_MS, retry: shouldRetry },
      mutations: { networkMode, retry: false },
    },
  });
}

/** One cache for the page: the host and every remote read the same queries. */
export const queryClient = createQueryClient();
