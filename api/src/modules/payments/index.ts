import { requireActingFor, signedInAccounts } from '../accounts';
import type { IdentityTokenVerifier } from '../identity';
import { identityTokenVerifier } from '../identity';
import type { HarmoModule } from '../types';
import { loadPaymentsConfig } from './config';
import { cardGatewayClient } from './gateway-client';
import type { PatientAccess } from './routes';
import { paymentRoutes } from './routes';

export interface PaymentsModuleOptions {
  env?: NodeJS.ProcessEnv;
  verifier?: IdentityTokenVerifier;
  /** How the api reaches the gateway (tests route it in-process). */
  fetch?: typeof fetch;
  now?: () => Date;
}

/**
 * Card payments: the patient's cards (registered from a gateway token after 3-D Secure) and the
 * charge of a delivery order's amount. The card gateway is reached only through its configured
 * base URL (CARD_GATEWAY_URL) with the secret key; see the card-gateway module for the local
 * stand-in.
 */
export function createPaymentsModule(options: PaymentsModuleOptions = {}): HarmoModule {
  return async (app, { db, config }) => {
    const env = options.env ?? process.env;
    const paymentsConfig = loadPaymentsConfig(config, env);
    const accounts = signedInAccounts(
      db,
      options.verifier ?? identityTokenVerifier(db, config, env),
    );
    const access: PatientAccess = {
      hook: accounts.hook,
      async patientOf(request, patientId) {
        const caller = accounts.accountOf(request);
        await requireActingFor(db, caller.accountId, patientId);
        return { callerId: caller.accountId };
      },
    };
    await app.register(
      paymentRoutes({
        db,
        gateway: cardGatewayClient({
          baseUrl: paymentsConfig.gatewayUrl,
          secretKey: paymentsConfig.secretKey,
          fetch: options.fetch,
        }),
        access,
        now: options.now ?? (() => new Date()),
      }),
    );
  };
}

export const paymentsModule: HarmoModule = createPaymentsModule();
