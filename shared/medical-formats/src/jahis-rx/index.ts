/**
 * The JAHIS 院外処方箋2次元シンボル reader: the QR code printed on a paper prescription, read
 * into institution, doctor, patient, insurer, dates, refill and RP groups with their drugs.
 */
export { parseJahisPrescriptionSymbols, parseJahisPrescriptionText } from './parse';
export type {
  JahisPrescription,
  JahisRxDoctor,
  JahisRxDrug,
  JahisRxInstitution,
  JahisRxParseResult,
  JahisRxPatient,
  JahisRxRefill,
  JahisRxRefusal,
  JahisRxRp,
} from './types';
