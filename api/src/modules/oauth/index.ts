import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { IdentityTokenVerifier } from '../identity';
import { identityTokenVerifier } from '../identity';
import type { HarmoModule } from '../types';
import type { OAuthLifetimes } from './config';
import { loadOAuthConfig } from './config';
import { clientRoutes } from './http/client-routes';
import { consentRoutes } from './http/consent-routes';
import { interactionRoutes } from './http/interaction-routes';
import { partnerRoutes } from './http/partner-routes';
import { signedInAccounts } from '../accounts';
import { createAuthorizationServer } from './provider/authorization-server';
import { authorizationServerMount } from './provider/fastify-mount';
import { loadCookieKeys, loadSigningKeys } from './storage/installation-keys';
import { deleteExpiredProviderState } from './storage/provider-state-adapter';

export type { OAuthConfig, OAuthLifetimes } from './config';
export { KNOWN_SCOPES, PATIENT_SCOPES } from '@harmo/contracts/oauth';
export {
  registerClient,
  registerClientIn,
  removeClient,
  rotateClientSecret,
} from './clients/client-console';
export { PartnerTokenError, wwwAuthenticate } from './partner/access-token-verifier';
export { verifyClientCredentialsToken } from './partner/client-credentials-verifier';
export type { VerifiedClientCredentials } from './partner/client-credentials-verifier';
export { checkupsOf, medicationsOf, profileOf } from './partner/patient-data';
export type { BoundPatient } from './provider/patient-binding';
export { insertServiceClientIfAbsent } from './clients/service-clients';
export type { ServiceClientKind } from './clients/service-clients';
export { ServiceTokenError, verifyServiceAccessToken } from './partner/service-token-verifier';

export interface OAuthModuleOptions {
  /** Where HARMO_WEB_ORIGIN is read; default process.env. */
  env?: NodeJS.ProcessEnv;
  /** Shorter lifetimes for tests (e.g. an authorization code that expires in a second). */
  lifetimes?: Partial<OAuthLifetimes>;
  /** Verifies the users' bearer id tokens; default: the identity module's verifier. */
  verifier?: IdentityTokenVerifier;
  now?: () => Date;
}

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/**
 * OAuth 2.0 for partners: the authorization server (oidc-provider under /oauth), the developer
 * console and consent endpoints (/ps/v1/oauth/*, the user's bearer id token), and the partner
 * resource API (/partner/v1/*, a partner's access token).
 */
export function createOAuthModule(options: OAuthModuleOptions = {}): HarmoModule {
  return async (app, { db, config }) => {
    const env = options.env ?? process.env;
    const oauthConfig = loadOAuthConfig(config, env, options.lifetimes);
    const now = options.now ?? (() => new Date());
    const provider = createAuthorizationServer({
      db,
      config: oauthConfig,
      signingKeys: await loadSigningKeys(db),
      cookieKeys: await loadCookieKeys(db),
      log: app.log,
    });
    const accounts = signedInAccounts(
      db,
      options.verifier ?? identityTokenVerifier(db, config, env),
    );

    await (app as unknown as FastifyInstance).register(
      authorizationServerMount(provider, oauthConfig),
    );

    const signedIn: FastifyPluginAsyncZod = async (scope) => {
      scope.addHook('onRequest', accounts.hook);
      await scope.register(clientRoutes({ db, accounts, now }));
      await scope.register(interactionRoutes({ db, provider, now, accounts }));
      await scope.register(consentRoutes({ db, accounts }));
    };
    await app.register(signedIn);
    await app.register(partnerRoutes({ db, provider }));

    const housekeeping = setInterval(() => {
      deleteExpiredProviderState(db).catch((err: unknown) =>
        app.log.warn({ err }, 'oauth: removing expired state failed'),
      );
    }, HOUSEKEEPING_INTERVAL_MS);
    housekeeping.unref();
    app.addHook('onClose', async () => clearInterval(housekeeping));
  };
}

export const oauthModule: HarmoModule = createOAuthModule();
