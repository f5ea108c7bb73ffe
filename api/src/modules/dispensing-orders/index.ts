import type { IdentityTokenVerifier } from '../identity';
import { identityTokenVerifier } from '../identity';
import { signedInAccounts } from '../accounts';
import type { BlobStore } from '../prescriptions';
import { postgresBlobStore } from '../prescriptions';
import type { HarmoModule } from '../types';
import type { DispensingConfig } from './config';
import { loadDispensingConfig } from './config';
import { seedDemoPharmacyClients } from './demo-pharmacies';
import { startDemoResponder } from './demo-responder';
import { OpenStreams } from './event-stream';
import { OrderEventHub } from './order-events';
import { patientRoutes, streamRoutes } from './patient-routes';
import { pharmacyRoutes } from './pharmacy-routes';

export { DEMO_PHARMACY_CLIENTS } from './demo-pharmacies';
export type { DemoPharmacyClient } from './demo-pharmacies';
export { DEMO_DELIVERY_AMOUNT_JPY } from './demo-responder';

export interface DispensingOrdersModuleOptions {
  /** Overrides of the settings read from the environment (tests use this). */
  config?: Partial<DispensingConfig>;
  env?: NodeJS.ProcessEnv;
  blobs?: BlobStore;
  verifier?: IdentityTokenVerifier;
  now?: () => Date;
}

/**
 * Dispensing orders: the patient's side (/ps/v1/…dispensing-orders, live status by server-sent
 * events fed by LISTEN/NOTIFY), the pharmacy API (/pharmacy/v1/*, client credentials of a
 * pharmacy client), and in the embedded default the demo pharmacies and their responder. See
 * README.md beside this file.
 */
export function createDispensingOrdersModule(
  options: DispensingOrdersModuleOptions = {},
): HarmoModule {
  return async (app, { db, config }) => {
    const env = options.env ?? process.env;
    const settings = { ...loadDispensingConfig(config, env), ...options.config };
    const now = options.now ?? (() => new Date());
    const hub = await OrderEventHub.start(db, (err) =>
      app.log.warn({ err }, 'dispensing orders: unreadable notification'),
    );
    const streams = new OpenStreams();
    const service = { db, now };
    const accounts = signedInAccounts(
      db,
      options.verifier ?? identityTokenVerifier(db, config, env),
    );
    const patientContext = { ...service, accounts, hub, streams };

    await app.register(patientRoutes(patientContext));
    await app.register(streamRoutes(patientContext));
    await app.register(
      pharmacyRoutes({ ...service, blobs: options.blobs ?? postgresBlobStore(db) }),
    );

    let stopResponder = () => {};
    if (settings.demoPharmacies) {
      await seedDemoPharmacyClients(db);
      if (settings.demoResponder) {
        stopResponder = startDemoResponder(service, {
          delayMs: settings.demoDelayMs,
          log: app.log,
        });
      }
    }
    // Open streams would keep the server from closing: end them first.
    app.addHook('preClose', async () => {
      stopResponder();
      streams.endAll();
    });
    app.addHook('onClose', async () => hub.close());
  };
}

export const dispensingOrdersModule: HarmoModule = createDispensingOrdersModule();
