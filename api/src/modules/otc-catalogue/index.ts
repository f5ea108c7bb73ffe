import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInAccounts } from '../accounts';
import type { IdentityTokenVerifier } from '../identity';
import { identityTokenVerifier } from '../identity';
import type { HarmoModule } from '../types';
import { seedDemoOtcCatalogue } from './demo/demo-catalogue';
import { catalogueRoutes } from './http/routes';

export { DEMO_OTC_CATALOGUE, seedDemoOtcCatalogue } from './demo/demo-catalogue';
export { importOtcCatalogue, IMPORTED_OTC_SOURCE } from './import/import-catalogue';
export type { CatalogueImport } from './import/import-catalogue';
export { readCatalogueCsv } from './import/catalogue-csv';
export { findCatalogueEntry } from './store';
export type { CatalogueProduct } from './store';

export interface OtcCatalogueModuleOptions {
  /** Add the labelled demo products; default: with the development helpers. */
  seedDemo?: boolean;
  verifier?: IdentityTokenVerifier;
  /** Where IDENTITY_* settings are read for the default verifier; default process.env. */
  env?: NodeJS.ProcessEnv;
}

/**
 * The OTC medicine catalogue: GET /ps/v1/otc-catalogue/:janCode for the signed-in user. Filled
 * by `import:otc-catalogue` from a CSV file; with the development helpers the labelled demo
 * products are added on start.
 */
export function createOtcCatalogueModule(options: OtcCatalogueModuleOptions = {}): HarmoModule {
  return async (app, { db, config }) => {
    if (options.seedDemo ?? config.devHelpers) {
      const added = await seedDemoOtcCatalogue(db);
      if (added > 0) app.log.info({ added }, 'demo OTC catalogue seeded');
    }
    const accounts = signedInAccounts(
      db,
      options.verifier ?? identityTokenVerifier(db, config, options.env),
    );
    const signedIn: FastifyPluginAsyncZod = async (scope) => {
      scope.addHook('onRequest', accounts.hook);
      await scope.register(catalogueRoutes({ db }));
    };
    await app.register(signedIn);
  };
}

export const otcCatalogueModule: HarmoModule = createOtcCatalogueModule();
