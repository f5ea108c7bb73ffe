import type { IdentityTokenVerifier } from '../identity';
import { identityTokenVerifier } from '../identity';
import { signedInAccounts } from '../accounts';
import type { HarmoModule } from '../types';
import type { BlobStore } from './blob-store';
import { postgresBlobStore } from './blob-store';
import { prescriptionRoutes } from './routes';

export type { BlobStore, StoredBlob } from './blob-store';
export { postgresBlobStore } from './blob-store';
export { findPrescription } from './store';
export type { StoredPrescription } from './store';
export { sendPrescriptionImage } from './routes';
export { sniffPhotoType } from './photo';

export interface PrescriptionsModuleOptions {
  /** Where photos are kept; default: the blobs table of the api's database. */
  blobs?: BlobStore;
  verifier?: IdentityTokenVerifier;
  now?: () => Date;
}

/**
 * Prescriptions (/ps/v1/patients/:patientId/prescriptions, /ps/v1/prescriptions/:id): photos of
 * paper prescriptions and JAHIS prescription QR codes that patients send to pharmacies. See
 * README.md beside this file.
 */
export function createPrescriptionsModule(options: PrescriptionsModuleOptions = {}): HarmoModule {
  return async (app, { db, config }) => {
    const accounts = signedInAccounts(db, options.verifier ?? identityTokenVerifier(db, config));
    app.addHook('onRequest', accounts.hook);
    await app.register(
      prescriptionRoutes({
        db,
        blobs: options.blobs ?? postgresBlobStore(db),
        accounts,
        now: options.now ?? (() => new Date()),
      }),
    );
  };
}

export const prescriptionsModule: HarmoModule = createPrescriptionsModule();
