import type { SignedInModuleOptions } from '../accounts';
import { signedInModule } from '../accounts';
import type { HarmoModule } from '../types';
import { seedDemoOtcCatalogue } from './demo/demo-catalogue';
import { catalogueRoutes } from './http/routes';

export { DEMO_OTC_CATALOGUE, seedDemoOtcCatalogue } from './demo/demo-catalogue';
export { importOtcCatalogue, IMPORTED_OTC_SOURCE } from './import/import-catalogue';
export type { CatalogueImport } from './import/import-catalogue';
export { readCatalogueCsv } from './import/catalogue-csv';
export { findCatalogueEntry } from './store';
export type { CatalogueProduct } from './store';

export interface OtcCatalogueModuleOptions extends SignedInModuleOptions {
  /** Add the labelled demo products; default: with the development helpers. */
  seedDemo?: boolean;
}

/**
 * The OTC medicine catalogue: GET /ps/v1/otc-catalogue/:janCode for the signed-in user. Filled
 * by `import:otc-catalogue` from a CSV file; with the development helpers the labelled demo
 * products are added on start.
 */
export function createOtcCatalogueModule(options: OtcCatalogueModuleOptions = {}): HarmoModule {
  return async (app, moduleOptions) => {
    const { db, config } = moduleOptions;
    if (options.seedDemo ?? config.devHelpers) {
      const added = await seedDemoOtcCatalogue(db);
      if (added > 0) app.log.info({ added }, 'demo OTC catalogue seeded');
    }
    await signedInModule(catalogueRoutes, options)(app, moduleOptions);
  };
}

export const otcCatalogueModule: HarmoModule = createOtcCatalogueModule();
