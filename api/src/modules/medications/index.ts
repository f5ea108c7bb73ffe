import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInAccounts } from '../accounts';
import type { IdentityTokenVerifier } from '../identity';
import { identityTokenVerifier } from '../identity';
import type { HarmoModule } from '../types';
import { medicationRoutes } from './http/routes';

export { medicationRecordsOf } from './records';

export interface MedicationsModuleOptions {
  verifier?: IdentityTokenVerifier;
  /** Where IDENTITY_* settings are read for the default verifier; default process.env. */
  env?: NodeJS.ProcessEnv;
  now?: () => Date;
}

/**
 * A patient's medication records (/ps/v1/patients/:patientId/medications…): visits and OTC
 * medications saved from a scanned JAHIS 電子版お薬手帳 QR code, OTC medications recorded by
 * JAN code or name. The signed-in user must act for the patient on every call.
 */
export function createMedicationsModule(options: MedicationsModuleOptions = {}): HarmoModule {
  return async (app, { db, config }) => {
    const accounts = signedInAccounts(
      db,
      options.verifier ?? identityTokenVerifier(db, config, options.env),
    );
    const now = options.now ?? (() => new Date());
    const signedIn: FastifyPluginAsyncZod = async (scope) => {
      scope.addHook('onRequest', accounts.hook);
      await scope.register(medicationRoutes({ db, accounts, now }));
    };
    await app.register(signedIn);
  };
}

export const medicationsModule: HarmoModule = createMedicationsModule();
