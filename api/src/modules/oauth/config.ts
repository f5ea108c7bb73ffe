import { z } from 'zod';
import { AUTHORIZATION_SERVER_PATH } from '@harmo/contracts/oauth';
import type { Config } from '../../config';

/** Lifetimes of what the authorization server issues, in seconds. */
export interface OAuthLifetimes {
  /** Single-use authorization codes: short, so a leaked code is soon worthless. */
  authorizationCode: number;
  accessToken: number;
  /** Rotated on every use; a rotated token keeps the remaining lifetime of the one it replaced. */
  refreshToken: number;
  clientCredentials: number;
  idToken: number;
  /** How long an authorization request may wait for the user's decision (sign-in included). */
  interaction: number;
  /** oidc-provider's own browser session on the api origin; only used within one flow. */
  session: number;
  /** A consent's grant; its tokens cannot outlive it. */
  grant: number;
}

export interface OAuthConfig {
  /** Issuer identifier: `<publicUrl>/oauth`; discovery is at `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  /** Path prefix of the Fastify app under which oidc-provider answers. */
  mountPath: string;
  /** The web app's public origin: consent screens and error pages live there. */
  webOrigin: string;
  /** Behind a TLS-terminating proxy (https issuer): trust X-Forwarded-Proto for secure cookies. */
  trustProxy: boolean;
  isProduction: boolean;
  lifetimes: OAuthLifetimes;
}

export const OAUTH_MOUNT_PATH = AUTHORIZATION_SERVER_PATH;

export const DEFAULT_LIFETIMES: OAuthLifetimes = {
  authorizationCode: 60,
  accessToken: 60 * 60,
  refreshToken: 30 * 24 * 60 * 60,
  clientCredentials: 10 * 60,
  idToken: 60 * 60,
  interaction: 60 * 60,
  session: 60 * 60,
  grant: 365 * 24 * 60 * 60,
};

const originSchema = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) origin' })
  .refine((value) => new URL(value).origin === value.replace(/\/+$/, ''), {
    error: 'must be an origin such as https://web.harmo.example (no path)',
  })
  .transform((value) => new URL(value).origin);

const OAuthEnvSchema = z.object({
  HARMO_WEB_ORIGIN: originSchema.optional(),
});

/** Reads HARMO_WEB_ORIGIN (default http://localhost:3000) and derives the rest from the api config. */
export function loadOAuthConfig(
  config: Pick<Config, 'publicUrl' | 'isProduction'>,
  env: NodeJS.ProcessEnv = process.env,
  lifetimes: Partial<OAuthLifetimes> = {},
): OAuthConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = OAuthEnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${String(issue.path[0])}: ${issue.message}`,
    );
    throw new Error(`Invalid OAuth configuration: ${problems.join('; ')}`);
  }
  const publicUrl = config.publicUrl.replace(/\/+$/, '');
  return {
    issuer: `${publicUrl}${OAUTH_MOUNT_PATH}`,
    mountPath: OAUTH_MOUNT_PATH,
    webOrigin: parsed.data.HARMO_WEB_ORIGIN ?? 'http://localhost:3000',
    trustProxy: publicUrl.startsWith('https:'),
    isProduction: config.isProduction,
    lifetimes: { ...DEFAULT_LIFETIMES, ...lifetimes },
  };
}

/** The web screen an authorization request lands on. */
export const interactionPageUrl = (config: OAuthConfig, uid: string): string =>
  `${config.webOrigin}/oauth/auth?uid=${encodeURIComponent(uid)}`;

/** The web screen that explains a request that cannot go back to the client. */
export function errorPageUrl(config: OAuthConfig, error: string, description?: string): string {
  const url = new URL('/oauth/complete', config.webOrigin);
  url.searchParams.set('error', error);
  if (description) url.searchParams.set('error_description', description);
  return url.href;
}
