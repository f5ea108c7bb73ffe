import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { IdentityTokenVerifier } from '../identity';
import { identityTokenVerifier, loadIdentityConfig } from '../identity';
import type { HarmoModule } from '../types';
import { bearerAuthentication } from './authentication';
import { seedDemoAccounts } from './demo/seed-demo-accounts';
import type { SessionRefresher } from './identity/session-refresher';
import {
  cognitoEndpointOf,
  cognitoSessionRefresher,
  localSessionRefresher,
} from './identity/session-refresher';
import { todayInJapan } from '@harmo/contracts/profile';
import type { AccountsRouteContext } from './routes/context';
import { familyRoutes } from './routes/family';
import { legacySessionRoutes } from './routes/legacy-session';
import { meRoutes } from './routes/me';
import { sharingRoutes } from './routes/sharing';
import { tokenRoutes } from './routes/token';
import { upgradeRoutes } from './routes/upgrade';

export {
  canActFor,
  listPatients,
  patientNotFound,
  recordActedFor,
  requireActingFor,
} from './patients';
export { signedInAccounts } from './signed-in-account';
export { signedInModule } from './signed-in-module';
export type { SignedInModuleOptions, SignedInRoutesContext } from './signed-in-module';
export type { SignedInAccount, SignedInAccounts } from './signed-in-account';
export type { Patient, PatientType, PatientsMap } from './patients';
export { findMainAccountBySub } from './store/accounts';
export type { MainAccount } from './store/accounts';
export type { AccountProfile } from './profile-schemas';
export { findLegacySession } from './store/legacy-sessions';
export type { LegacySession } from './store/legacy-sessions';
export { DEMO_ACCOUNT_IDS, seedDemoAccounts } from './demo/seed-demo-accounts';
export type { AuthenticatedIdentity } from './authentication';
export type { SessionRefresher } from './identity/session-refresher';
export {
  SessionRefreshError,
  cognitoSessionRefresher,
  localSessionRefresher,
} from './identity/session-refresher';

export interface AccountsModuleOptions {
  /** Where IDENTITY_* settings are read (issuer, JWKS URL, client id); default process.env. */
  env?: NodeJS.ProcessEnv;
  /** Verifies bearer and access tokens; default: the identity module's verifier. */
  verifier?: IdentityTokenVerifier;
  /** Refreshes sessions for PUT /ps/v1/token; default: local pool, or the real pool's endpoint. */
  refresher?: SessionRefresher;
  /** Seed the demo accounts; default: with the development helpers (HARMO_DEV_HELPERS=on). */
  seedDemo?: boolean;
  now?: () => Date;
}

/**
 * Accounts: the signed-in account (/ps/v1/accounts/me), its upgrade from a lite user, family
 * members, sharing of notebooks, the legacy session and token refresh. Every route but
 * PUT /ps/v1/token needs a bearer id token.
 */
export function createAccountsModule(options: AccountsModuleOptions = {}): HarmoModule {
  return async (app, { db, config }) => {
    const env = options.env ?? process.env;
    const identityConfig = loadIdentityConfig(config, env);
    const verifier = options.verifier ?? identityTokenVerifier(db, config, env);
    const refresher =
      options.refresher ??
      (identityConfig.externalJwksUrl
        ? cognitoSessionRefresher({
            endpoint: cognitoEndpointOf(identityConfig.userPoolId),
            clientId: identityConfig.clientId,
            verifier,
          })
        : localSessionRefresher({ db, config: identityConfig, log: app.log }));
    const now = options.now ?? (() => new Date());
    const context: AccountsRouteContext = {
      db,
      auth: bearerAuthentication(verifier),
      verifier,
      refresher,
      now,
      today: () => todayInJapan(now()),
    };

    if (options.seedDemo ?? config.devHelpers) {
      await seedDemoAccounts(db);
    }

    const signedIn: FastifyPluginAsyncZod = async (scope) => {
      scope.addHook('onRequest', context.auth.hook);
      await scope.register(meRoutes(context));
      await scope.register(upgradeRoutes(context));
      await scope.register(familyRoutes(context));
      await scope.register(sharingRoutes(context));
      await scope.register(legacySessionRoutes(context));
    };
    // Each route is registered with its whole path (ACCOUNTS_PATHS of the contracts), so no prefix.
    await app.register(signedIn);
    await app.register(tokenRoutes(context));
  };
}

export const accountsModule: HarmoModule = createAccountsModule();
