import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db';
import type { IdentityTokenVerifier } from '../identity';
import { identityTokenVerifier } from '../identity';
import type { HarmoModule } from '../types';
import type { SignedInAccounts } from './signed-in-account';
import { signedInAccounts } from './signed-in-account';

export interface SignedInModuleOptions {
  /** Verifies the users' bearer id tokens; default: the identity module's verifier. */
  verifier?: IdentityTokenVerifier;
  /** Where IDENTITY_* settings are read for the default verifier; default process.env. */
  env?: NodeJS.ProcessEnv;
  now?: () => Date;
}

export interface SignedInRoutesContext {
  db: Database;
  accounts: SignedInAccounts;
  now: () => Date;
}

/**
 * A product area whose routes all need the signed-in account: `routes` is registered in its
 * own scope behind the id-token check (401/404 before any handler runs), and gets `accounts`
 * for `accountOf` and `actingFor`. `setUp` runs first (seeds, routes outside the check).
 */
export function signedInModule(
  routes: (context: SignedInRoutesContext) => FastifyPluginAsyncZod,
  options: SignedInModuleOptions = {},
  setUp?: (context: SignedInRoutesContext, app: Parameters<HarmoModule>[0]) => Promise<void>,
): HarmoModule {
  return async (app, { db, config }) => {
    const context: SignedInRoutesContext = {
      db,
      accounts: signedInAccounts(
        db,
        options.verifier ?? identityTokenVerifier(db, config, options.env),
      ),
      now: options.now ?? (() => new Date()),
    };
    await setUp?.(context, app);
    const signedIn: FastifyPluginAsyncZod = async (scope) => {
      scope.addHook('onRequest', context.accounts.hook);
      await scope.register(routes(context));
    };
    await app.register(signedIn);
  };
}
