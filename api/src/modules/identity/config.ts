import { z } from 'zod';
import type { Config } from '../../config';

export type DeviceTracking = 'off' | 'opt-in' | 'always';
export type MfaConfiguration = 'OFF' | 'OPTIONAL' | 'ON';

/** Settings of the identity endpoint (the Cognito user pool stand-in and its hosted domain). */
export interface IdentityConfig {
  /** `<region>_<alnum>`, e.g. ap-northeast-1_HarmoLocal. */
  userPoolId: string;
  /** The one app client (a public client: no secret). */
  clientId: string;
  /** Path of the JSON 1.1 endpoint the web's CognitoUserPool({ endpoint }) posts to. */
  endpointPath: string;
  /** Where browsers reach this api, without trailing slash. */
  publicUrl: string;
  /**
   * Issuer of the tokens that verifyIdentityToken accepts. Local pool: `<publicUrl>/<poolId>`.
   * Production with a real pool: `https://cognito-idp.<region>.amazonaws.com/<poolId>`.
   */
  issuer: string;
  /** Set when tokens come from a real Cognito pool: its JWKS URL. Unset: this api's own keys. */
  externalJwksUrl: string | undefined;
  /** Exact redirect URIs /oauth2/authorize and /oauth2/token accept. */
  callbackUrls: string[];
  /** Exact URIs /logout may redirect to. */
  logoutUrls: string[];
  deviceTracking: DeviceTracking;
  mfaConfiguration: MfaConfiguration;
  isProduction: boolean;
  /** Development helpers (GET /dev/outbox, message bodies in the log): HARMO_DEV_HELPERS=on. */
  devHelpers: boolean;
  /**
   * The local Google / Apple stand-in pages under /oauth2/authorize: only with the development
   * helpers (IDENTITY_PROVIDER_STAND_IN=false can still switch it off).
   */
  providerStandInEnabled: boolean;
  /**
   * Whether this api runs its own user pool (endpoint, hosted domain, keys). Off when tokens come
   * from a real Cognito pool (IDENTITY_JWKS_URL), since the local pool's tokens would not verify.
   */
  localPoolEnabled: boolean;
}

export const DEFAULT_USER_POOL_ID = 'ap-northeast-1_HarmoLocal';
export const DEFAULT_CLIENT_ID = 'harmo-web-local';
export const DEFAULT_ENDPOINT_PATH = '/identity/';
export const DEFAULT_CALLBACK_URLS = [
  'http://localhost:3000/auth/oauth2-callback',
  'http://127.0.0.1:3000/auth/oauth2-callback',
];
export const DEFAULT_LOGOUT_URLS = [
  'http://localhost:3000/auth/sign-out',
  'http://127.0.0.1:3000/auth/sign-out',
];

/** Same rule as CognitoUserPool: at most 55 characters, `<region>_<alnum>`. */
export const USER_POOL_ID_PATTERN = /^[\w-]+_[0-9a-zA-Z]+$/;

const exactUrlList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item.length > 0),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/ })));

const IdentityEnvSchema = z.object({
  IDENTITY_USER_POOL_ID: z
    .string()
    .max(55)
    .regex(USER_POOL_ID_PATTERN, { error: 'must look like ap-northeast-1_HarmoLocal' })
    .optional(),
  IDENTITY_CLIENT_ID: z
    .string()
    .regex(/^[\w+-]{1,128}$/)
    .optional(),
  IDENTITY_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  IDENTITY_JWKS_URL: z.url({ protocol: /^https?$/ }).optional(),
  IDENTITY_CALLBACK_URLS: exactUrlList.optional(),
  IDENTITY_LOGOUT_URLS: exactUrlList.optional(),
  IDENTITY_DEVICE_TRACKING: z.enum(['off', 'opt-in', 'always']).optional(),
  IDENTITY_MFA: z.enum(['OFF', 'OPTIONAL', 'ON']).optional(),
  IDENTITY_PROVIDER_STAND_IN: z.enum(['true', 'false']).optional(),
  IDENTITY_LOCAL_POOL: z.enum(['true', 'false']).optional(),
});

export class IdentityConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid identity configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'IdentityConfigError';
  }
}

/** Identity settings from the app configuration plus the optional IDENTITY_* variables. */
export function loadIdentityConfig(
  config: Pick<Config, 'publicUrl' | 'isProduction'> & Partial<Pick<Config, 'devHelpers'>>,
  env: NodeJS.ProcessEnv = process.env,
): IdentityConfig {
  const devHelpers = config.devHelpers ?? false;
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = IdentityEnvSchema.safeParse(present);
  if (!parsed.success) {
    throw new IdentityConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const userPoolId = e.IDENTITY_USER_POOL_ID ?? DEFAULT_USER_POOL_ID;
  const publicUrl = config.publicUrl.replace(/\/+$/, '');
  if (e.IDENTITY_JWKS_URL && !e.IDENTITY_ISSUER) {
    throw new IdentityConfigError([
      'IDENTITY_ISSUER: required when IDENTITY_JWKS_URL points at an external user pool',
    ]);
  }
  return {
    userPoolId,
    clientId: e.IDENTITY_CLIENT_ID ?? DEFAULT_CLIENT_ID,
    endpointPath: DEFAULT_ENDPOINT_PATH,
    publicUrl,
    issuer: e.IDENTITY_ISSUER ?? `${publicUrl}/${userPoolId}`,
    externalJwksUrl: e.IDENTITY_JWKS_URL,
    callbackUrls: e.IDENTITY_CALLBACK_URLS ?? [...DEFAULT_CALLBACK_URLS],
    logoutUrls: e.IDENTITY_LOGOUT_URLS ?? [...DEFAULT_LOGOUT_URLS],
    deviceTracking: e.IDENTITY_DEVICE_TRACKING ?? 'opt-in',
    mfaConfiguration: e.IDENTITY_MFA ?? 'OPTIONAL',
    isProduction: config.isProduction,
    devHelpers,
    providerStandInEnabled: devHelpers && e.IDENTITY_PROVIDER_STAND_IN !== 'false',
    localPoolEnabled: e.IDENTITY_LOCAL_POOL
      ? e.IDENTITY_LOCAL_POOL === 'true'
      : e.IDENTITY_JWKS_URL === undefined,
  };
}

/** The user pool's name as SRP uses it: the part of the pool id after "_". */
export function poolName(config: Pick<IdentityConfig, 'userPoolId'>): string {
  return config.userPoolId.slice(config.userPoolId.indexOf('_') + 1);
}

/** The region part of the pool id (device keys are `<region>_<uuid>`). */
export function poolRegion(config: Pick<IdentityConfig, 'userPoolId'>): string {
  return config.userPoolId.slice(0, config.userPoolId.indexOf('_'));
}

/** The issuer this api writes into the tokens it signs. */
export function localIssuer(config: Pick<IdentityConfig, 'publicUrl' | 'userPoolId'>): string {
  return `${config.publicUrl}/${config.userPoolId}`;
}
