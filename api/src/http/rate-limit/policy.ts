import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { CENTRAL_PATHS } from '@harmo/contracts/central';
import { OAUTH_PATHS } from '@harmo/contracts/oauth';
import type { Database } from '../../db';
import { tooManyRequests } from '../errors';
import { postgresRateLimitStore } from './postgres-store';

const MINUTE_MS = 60_000;

export interface RateLimit {
  max: number;
  timeWindowMs: number;
}

/**
 * The identity endpoint's actions, grouped by what a flood of them costs: password checks
 * (CPU), new accounts and e-mailed codes (mail and storage). Other actions (token refresh, user
 * reads) share a looser allowance.
 */
const IDENTITY_ACTION_GROUPS: ReadonlyMap<string, string> = new Map([
  ['InitiateAuth', 'sign-in'],
  ['RespondToAuthChallenge', 'sign-in'],
  ['SignUp', 'sign-up'],
  ['ConfirmSignUp', 'codes'],
  ['ResendConfirmationCode', 'codes'],
  ['ForgotPassword', 'codes'],
  ['ConfirmForgotPassword', 'codes'],
]);

/** Per source address. Generous enough for people (and the test suites), far below a flood. */
export const RATE_LIMITS: Record<string, RateLimit> = {
  'sign-in': { max: 100, timeWindowMs: MINUTE_MS },
  'sign-up': { max: 100, timeWindowMs: 60 * MINUTE_MS },
  codes: { max: 60, timeWindowMs: 15 * MINUTE_MS },
  identity: { max: 600, timeWindowMs: MINUTE_MS },
  central: { max: 120, timeWindowMs: MINUTE_MS },
  'client-creation': { max: 100, timeWindowMs: 60 * MINUTE_MS },
};

function identityGroup(request: FastifyRequest): string {
  const target = request.headers['x-amz-target'];
  const action = typeof target === 'string' ? target.slice(target.lastIndexOf('.') + 1) : '';
  // A Map, not an object: the action is the caller's text, and `constructor` or `__proto__`
  // must find no group rather than an object's own properties.
  return IDENTITY_ACTION_GROUPS.get(action) ?? 'identity';
}

const CENTRAL_ROUTES: ReadonlySet<string> = new Set(Object.values(CENTRAL_PATHS));

/** Which limit a route gets, by its method and URL; undefined: none. */
function limitedBy(route: RouteOptions): 'identity' | keyof typeof RATE_LIMITS | undefined {
  const methods = [route.method].flat();
  if (!methods.includes('POST')) return undefined;
  if (route.url === '/identity/' || route.url === '/identity') return 'identity';
  // By the contracts' paths, which the routes are registered with: a path that moved there
  // would otherwise leave its route without a limit, silently.
  if (CENTRAL_ROUTES.has(route.url)) return 'central';
  if (route.url === OAUTH_PATHS.clients) return 'client-creation';
  return undefined;
}

/**
 * Rate limits of the anonymous and costly calls: sign-in, sign-up and codes (per action group),
 * the central server's anonymous calls and OAuth client creation. Counted per source address in
 * the database (shared by every api instance). Registered on the root before the modules, so
 * it sees their routes as they are added.
 */
export async function installRateLimits(app: FastifyInstance, db: Database): Promise<void> {
  app.addHook('onRoute', (route) => {
    const group = limitedBy(route);
    if (!group) return;
    const rateLimit =
      group === 'identity'
        ? {
            // The allowance depends on the action, so the action group is part of the key.
            keyGenerator: (request: FastifyRequest) => `${identityGroup(request)}:${request.ip}`,
            max: (request: FastifyRequest) => RATE_LIMITS[identityGroup(request)]!.max,
            timeWindow: (request: FastifyRequest) =>
              RATE_LIMITS[identityGroup(request)]!.timeWindowMs,
          }
        : { max: RATE_LIMITS[group]!.max, timeWindow: RATE_LIMITS[group]!.timeWindowMs };
    route.config = { ...(route.config ?? {}), rateLimit } as RouteOptions['config'];
  });
  await app.register(fastifyRateLimit, {
    global: false,
    store: postgresRateLimitStore(db),
    // A database hiccup must not lock everyone out; the limit resumes with the database.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(`Too many requests; try again in ${Math.ceil(context.ttl / 1000)} s`),
  });
}
