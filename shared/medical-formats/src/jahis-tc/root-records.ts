import { fieldAt, parseDecimalField, type JahisRecord } from '../jahis';
import { dateAt, type Warnings } from './field-readers';
import type {
  JahisTcFamilyPharmacist,
  JahisTcMemo,
  JahisTcOtcDrug,
  JahisTcOtcIngredient,
  JahisTcPatient,
  JahisTcPatientNote,
} from './types';

/** Records about the patient and the notebook as a whole, outside any dispensing. */

export function readPatient(record: JahisRecord, warnings: Warnings): JahisTcPatient {
  const weight = fieldAt(record, 9);
  return {
    name: fieldAt(record, 1),
    kana: fieldAt(record, 10),
    sex: fieldAt(record, 2),
    birthDate: dateAt(record, 3, warnings),
    postalCode: fieldAt(record, 4),
    address: fieldAt(record, 5),
    phone: fieldAt(record, 6),
    emergencyContact: fieldAt(record, 7),
    bloodType: fieldAt(record, 8),
    weight,
    weightKg: parseDecimalField(weight),
  };
}

export function readPatientNote(record: JahisRecord): JahisTcPatientNote {
  return { kind: fieldAt(record, 1), content: fieldAt(record, 2), creator: fieldAt(record, 3) };
}

export function readOtcDrug(record: JahisRecord, warnings: Warnings): JahisTcOtcDrug {
  return {
    name: fieldAt(record, 1),
    startDate: dateAt(record, 2, warnings),
    endDate: dateAt(record, 3, warnings),
    creator: fieldAt(record, 4),
    serialNumber: fieldAt(record, 5),
    janCode: fieldAt(record, 6),
    ingredients: [],
  };
}

/** Record 31 with the 通番 that names its drug (field 5 of a record 3). */
export function readOtcIngredient(record: JahisRecord): {
  serialNumber: string | null;
  ingredient: JahisTcOtcIngredient;
} {
  return {
    serialNumber: fieldAt(record, 1),
    ingredient: {
      name: fieldAt(record, 2),
      codeType: fieldAt(record, 3),
      code: fieldAt(record, 4),
      creator: fieldAt(record, 5),
    },
  };
}

export function readMemo(record: JahisRecord, warnings: Warnings): JahisTcMemo {
  return {
    content: fieldAt(record, 1),
    date: dateAt(record, 2, warnings),
    creator: fieldAt(record, 3),
  };
}

export function readFamilyPharmacist(
  record: JahisRecord,
  warnings: Warnings,
): JahisTcFamilyPharmacist {
  return {
    name: fieldAt(record, 1),
    pharmacyName: fieldAt(record, 2),
    contact: fieldAt(record, 3),
    startDate: dateAt(record, 4, warnings),
    endDate: dateAt(record, 5, warnings),
    creator: fieldAt(record, 6),
  };
}
