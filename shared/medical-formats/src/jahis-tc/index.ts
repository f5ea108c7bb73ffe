/**
 * Reader of the JAHIS 電子版お薬手帳データフォーマット (the medication notebook QR code,
 * header `JAHISTC01` … `JAHISTC08`): `parseJahisTc(symbols)` gives the full notebook or a
 * refusal; `summarizeJahisTcNotebook(notebook)` the compact form the command line prints;
 * `jahisTcDispensingKey(dispensing)` recognises a visit scanned again.
 */
export { parseJahisTc } from './parse';
export type { JahisTcParseOptions, JahisTcSymbol } from './parse';
export { summarizeJahisTcNotebook } from './summary';
export { jahisTcDispensingKey } from './dispensing-identity';
export type {
  JahisTcRecordCreator,
  JahisTcPatient,
  JahisTcPatientNote,
  JahisTcOtcIngredient,
  JahisTcOtcDrug,
  JahisTcMemo,
  JahisTcPharmacy,
  JahisTcPharmacist,
  JahisTcInstitution,
  JahisTcDoctor,
  JahisTcNote,
  JahisTcDrug,
  JahisTcRp,
  JahisTcProvidedInformation,
  JahisTcPatientEntry,
  JahisTcDispensing,
  JahisTcFamilyPharmacist,
  JahisTcUnknownRecord,
  JahisTcSplit,
  JahisTcNotebook,
  JahisTcParseResult,
  JahisTcSummary,
} from './types';
