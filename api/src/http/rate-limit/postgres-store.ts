import type { Database } from '../../db';
import { hitCounter, sweepCounters } from './counters';

/** What @fastify/rate-limit expects of a store (its types declare the same shape). */
interface RateLimitStoreResult {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: RateLimitStoreResult) => void;

interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** About one hit in this many also sweeps finished windows. */
const SWEEP_ONE_IN = 200;

/**
 * A @fastify/rate-limit store that keeps its counters in the api's database, so every instance
 * behind a load balancer counts the same hits (an in-memory store would give each instance its
 * own allowance). Counters are per route: the route's method and URL prefix the client's key.
 */
export function postgresRateLimitStore(db: Database, now: () => Date = () => new Date()) {
  class PostgresRateLimitStore {
    constructor(
      _params?: unknown,
      private readonly prefix = 'http:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const at = now();
      hitCounter(db, `${this.prefix}${key}`, timeWindow, at).then(
        ({ hits, resetsAt }) => {
          if (Math.floor(Math.random() * SWEEP_ONE_IN) === 0)
            void sweepCounters(db, at).catch(() => {});
          callback(null, { current: hits, ttl: Math.max(0, resetsAt.getTime() - at.getTime()) });
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    // Called with the route's merged limit settings, whose routeInfo is the route (the plugin's
    // type says RouteOptions; what arrives is that object wrapped).
    child(routeOptions: object): PostgresRateLimitStore {
      const routeParams = routeOptions as RouteParams;
      const method = [routeParams.routeInfo?.method ?? ''].flat().join(',');
      return new PostgresRateLimitStore(
        undefined,
        `http:${method} ${routeParams.routeInfo?.url ?? ''}:`,
      );
    }
  }
  return PostgresRateLimitStore;
}
