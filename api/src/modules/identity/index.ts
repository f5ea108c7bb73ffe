import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Queryable } from '../../db/types';
import type { HarmoModule } from '../types';
import type { IdentityConfig } from './config';
import { loadIdentityConfig } from './config';
import { createIdentityContext } from './context';
import { devOutboxRoutes } from './dev-outbox';
import { registerHostedUi } from './hosted-ui';
import { registerJsonProtocolEndpoint } from './json-protocol';
import { registerTokenEndpoint } from './oauth2-token';
import { DEMO_EMAILS, seedIdentityDemo } from './seed';
import type { IdentityTokenVerifier } from './token-verifier';
import { createIdentityTokenVerifierFromConfig } from './token-verifier';
import { registerWellKnownRoutes } from './well-known';

export type { IdentityConfig } from './config';
export {
  DEFAULT_CLIENT_ID,
  DEFAULT_ENDPOINT_PATH,
  DEFAULT_USER_POOL_ID,
  loadIdentityConfig,
} from './config';
export {
  DEMO_IDENTITY_USERS,
  DEMO_PASSWORD,
  DEMO_TEMPORARY_PASSWORD,
  DEMO_TOTP_SECRET,
  seedIdentityDemo,
} from './seed';
export { createConfirmedUser, createUserWithTemporaryPassword } from './admin';
export type { LocalSessionRefresh, LocallyRefreshedTokens } from './local-refresh';
export { createLocalSessionRefresh } from './local-refresh';
export type {
  IdentityTokenUse,
  IdentityTokenVerifier,
  IdentityTokenVerifierOptions,
  VerifiedIdentityToken,
} from './token-verifier';
export {
  IdentityTokenError,
  createIdentityTokenVerifier,
  createIdentityTokenVerifierFromConfig,
} from './token-verifier';

export interface IdentityModuleOptions {
  /** Overrides of the settings read from the environment (tests use this). */
  config?: Partial<IdentityConfig>;
  env?: NodeJS.ProcessEnv;
  /** Seed the demo accounts; default: with the development helpers (HARMO_DEV_HELPERS=on). */
  seedDemo?: boolean;
  now?: () => Date;
}

/**
 * The identity area: the Cognito-compatible user-pool endpoint (POST /identity/), the hosted
 * domain stand-in (/oauth2/authorize, /oauth2/token, /oauth2/userInfo, /logout), the JWKS and
 * discovery documents, and with the development helpers GET /dev/outbox.
 */
export function createIdentityModule(options: IdentityModuleOptions = {}): HarmoModule {
  return async (app, { db, config }) => {
    const identityConfig: IdentityConfig = {
      ...loadIdentityConfig(config, options.env ?? process.env),
      ...options.config,
    };
    if (!identityConfig.localPoolEnabled) {
      app.log.info(
        { issuer: identityConfig.issuer },
        'identity: tokens come from an external user pool',
      );
      return;
    }
    const context = await createIdentityContext({
      db,
      config: identityConfig,
      log: app.log,
      ...(options.now ? { now: options.now } : {}),
    });
    const seed = options.seedDemo ?? config.devHelpers;
    if (seed) await seedIdentityDemo(db, identityConfig);

    const plain = app as unknown as FastifyInstance;
    // Each protocol gets its own scope, so its body parser and error format stay its own.
    await plain.register(async (scope) => registerJsonProtocolEndpoint(scope, context));
    await plain.register(async (scope) =>
      registerHostedUi(scope, context, { suggestedEmails: seed ? DEMO_EMAILS : [] }),
    );
    await plain.register(async (scope) => registerTokenEndpoint(scope, context));
    registerWellKnownRoutes(plain, context);
    if (identityConfig.devHelpers) await app.register(devOutboxRoutes(context.outbox));
  };
}

export const identityModule: HarmoModule = createIdentityModule();

/**
 * The bearer-token verifier for other modules: `verifyIdentityToken(token, { tokenUse })`
 * checks signature, issuer, client, token_use and expiry (and revocation for the local pool).
 * It follows IDENTITY_ISSUER / IDENTITY_JWKS_URL, so production verifies real Cognito tokens.
 */
export function identityTokenVerifier(
  db: Queryable,
  config: Pick<Config, 'publicUrl' | 'isProduction'>,
  env: NodeJS.ProcessEnv = process.env,
): IdentityTokenVerifier {
  return createIdentityTokenVerifierFromConfig(db, loadIdentityConfig(config, env));
}
