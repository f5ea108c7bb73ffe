import type { HarmoModule } from '../types';
import { loadStandInConfig } from './config';
import { standInRoutes } from './routes';

export { DEFAULT_PUBLIC_KEY, DEFAULT_SECRET_KEY } from './config';
export { CHARGE_FAILURES, TOKEN_FAILURES } from './test-cards';

/** Where the stand-in answers on the api; the product reaches it only through its base URL. */
export const STAND_IN_PREFIX = '/card-gateway';

export interface CardGatewayModuleOptions {
  env?: NodeJS.ProcessEnv;
  now?: () => Date;
}

/**
 * The card gateway stand-in: a local card gateway with the shape of a Japanese one (PAY.JP v1),
 * so card payment works on a developer's machine and in the tests with no account anywhere.
 * It is its own service under /card-gateway: the product API and the web address it only
 * through the configured gateway base URL, so setting that URL to the real gateway swaps it out.
 * Like the real one it serves its own browser library and card fields (/v2/pay.js and the frames
 * of /v2/elements/:type), so the card number is typed into its frames and sent from there.
 * Off in production unless CARD_GATEWAY_STAND_IN=on; it takes test keys only.
 */
export function createCardGatewayModule(options: CardGatewayModuleOptions = {}): HarmoModule {
  return async (app, { db, config }) => {
    const standIn = loadStandInConfig(config, options.env ?? process.env);
    if (!standIn.enabled) return;
    await app.register(
      standInRoutes({ db, config: standIn, now: options.now ?? (() => new Date()) }),
      {
        prefix: STAND_IN_PREFIX,
      },
    );
  };
}

export const cardGatewayModule: HarmoModule = createCardGatewayModule();
