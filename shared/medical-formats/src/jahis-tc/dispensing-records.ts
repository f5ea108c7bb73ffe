import { fieldAt, type JahisRecord } from '../jahis';
import { dateAt, type Warnings } from './field-readers';
import type {
  JahisTcDispensing,
  JahisTcDoctor,
  JahisTcInstitution,
  JahisTcPatientEntry,
  JahisTcPharmacist,
  JahisTcPharmacy,
  JahisTcProvidedInformation,
} from './types';

/** Records that describe one visit: its date, who dispensed, who prescribed. */

export function startDispensing(record: JahisRecord, warnings: Warnings): JahisTcDispensing {
  return {
    date: dateAt(record, 1, warnings),
    creator: fieldAt(record, 2),
    pharmacy: null,
    pharmacist: null,
    institution: null,
    doctors: [],
    rps: [],
    cautions: [],
    providedInformation: [],
    leftoverChecks: [],
    remarks: [],
    patientEntries: [],
  };
}

export function readPharmacy(record: JahisRecord): JahisTcPharmacy {
  return {
    name: fieldAt(record, 1),
    prefecture: fieldAt(record, 2),
    scoreTable: fieldAt(record, 3),
    code: fieldAt(record, 4),
    postalCode: fieldAt(record, 5),
    address: fieldAt(record, 6),
    phone: fieldAt(record, 7),
    creator: fieldAt(record, 8),
  };
}

export function readPharmacist(record: JahisRecord): JahisTcPharmacist {
  return { name: fieldAt(record, 1), contact: fieldAt(record, 2), creator: fieldAt(record, 3) };
}

export function readInstitution(record: JahisRecord): JahisTcInstitution {
  return {
    name: fieldAt(record, 1),
    prefecture: fieldAt(record, 2),
    scoreTable: fieldAt(record, 3),
    code: fieldAt(record, 4),
    creator: fieldAt(record, 5),
  };
}

export function readDoctor(record: JahisRecord): JahisTcDoctor {
  return { name: fieldAt(record, 1), department: fieldAt(record, 2), creator: fieldAt(record, 3) };
}

export function readProvidedInformation(record: JahisRecord): JahisTcProvidedInformation {
  return { content: fieldAt(record, 1), kind: fieldAt(record, 2), creator: fieldAt(record, 3) };
}

export function readPatientEntry(record: JahisRecord, warnings: Warnings): JahisTcPatientEntry {
  return { content: fieldAt(record, 1), date: dateAt(record, 2, warnings) };
}
