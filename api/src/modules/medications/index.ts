import type { SignedInModuleOptions } from '../accounts';
import { signedInModule } from '../accounts';
import type { HarmoModule } from '../types';
import { medicationRoutes } from './http/routes';

export { medicationRecordsOf } from './records';

export type MedicationsModuleOptions = SignedInModuleOptions;

/**
 * A patient's medication records (/ps/v1/patients/:patientId/medications…): visits and OTC
 * medications saved from a scanned JAHIS 電子版お薬手帳 QR code, OTC medications recorded by
 * JAN code or name. The signed-in user must act for the patient on every call.
 */
export const createMedicationsModule = (options: MedicationsModuleOptions = {}): HarmoModule =>
  signedInModule(medicationRoutes, options);

export const medicationsModule: HarmoModule = createMedicationsModule();
