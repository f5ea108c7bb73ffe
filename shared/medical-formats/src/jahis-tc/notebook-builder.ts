import { parseIntegerField, type JahisRecord } from '../jahis';
import {
  readDoctor,
  readInstitution,
  readPatientEntry,
  readPharmacist,
  readPharmacy,
  readProvidedInformation,
  startDispensing,
} from './dispensing-records';
import { noteAt, Warnings } from './field-readers';
import { KNOWN_RECORD_NUMBERS, SPLIT_RECORD } from './record-numbers';
import {
  readFamilyPharmacist,
  readMemo,
  readOtcDrug,
  readOtcIngredient,
  readPatient,
  readPatientNote,
} from './root-records';
import { RpGroups } from './rp-records';
import type { JahisTcDispensing, JahisTcNotebook, JahisTcOtcDrug, JahisTcSplit } from './types';
import { isVersionRecord, type JahisTcVersion } from './version-record';

/** Where the reader is: the visit being filled and the doctor whose RPs follow. */
interface OpenDispensing {
  dispensing: JahisTcDispensing;
  rps: RpGroups;
  doctorIndex: number | null;
}

/**
 * Builds the notebook from its records (version record first). Never fails: records out of
 * place are reported as warnings, unknown record numbers are kept, so a reader of a newer or
 * quirky issuer still gets everything it understands.
 */
export function buildNotebook(
  version: JahisTcVersion,
  records: readonly JahisRecord[],
  split: JahisTcSplit | null,
): JahisTcNotebook {
  const warnings = new Warnings();
  const notebook: JahisTcNotebook = {
    ...version,
    patient: null,
    patientNotes: [],
    otcDrugs: [],
    memos: [],
    dispensings: [],
    familyPharmacists: [],
    split,
    unknownRecords: [],
    warnings: warnings.messages,
  };
  let open: OpenDispensing | null = null;
  let lastOtcDrug: JahisTcOtcDrug | null = null;
  const otcDrugBySerial = new Map<number, JahisTcOtcDrug>();

  /** The visit a group record belongs to; null (with a warning) before the first record 5. */
  const visit = (record: JahisRecord): OpenDispensing | null => {
    if (!open)
      warnings.add(
        record,
        `record ${record.recordNumber} comes before any dispensing date (record 5) and is skipped`,
      );
    return open;
  };

  const attachIngredient = (record: JahisRecord): void => {
    const { serialNumber, ingredient } = readOtcIngredient(record);
    const serial = parseIntegerField(serialNumber);
    // Matched by 通番; issuers that leave it out put the ingredients right after their drug.
    const owner = (serial === null ? undefined : otcDrugBySerial.get(serial)) ?? lastOtcDrug;
    if (owner) owner.ingredients.push(ingredient);
    else warnings.add(record, 'an OTC ingredient (31) without its OTC drug (3) is skipped');
  };

  for (const record of records.slice(1)) {
    const number = record.recordNumber;
    if (isVersionRecord(record)) {
      warnings.add(record, 'a second version record is ignored');
      continue;
    }
    if (!KNOWN_RECORD_NUMBERS.has(number)) {
      notebook.unknownRecords.push({
        lineNumber: record.lineNumber,
        recordNumber: number,
        fields: record.fields.slice(1),
      });
      continue;
    }
    switch (number) {
      case '1':
        if (notebook.patient) warnings.add(record, 'a second patient record (1) is ignored');
        else notebook.patient = readPatient(record, warnings);
        break;
      case '2':
        notebook.patientNotes.push(readPatientNote(record));
        break;
      case '3': {
        const drug = readOtcDrug(record, warnings);
        const serial = parseIntegerField(drug.serialNumber);
        if (serial !== null && !otcDrugBySerial.has(serial)) otcDrugBySerial.set(serial, drug);
        notebook.otcDrugs.push(drug);
        lastOtcDrug = drug;
        break;
      }
      case '31':
        attachIngredient(record);
        break;
      case '4':
        notebook.memos.push(readMemo(record, warnings));
        break;
      case '5': {
        const dispensing = startDispensing(record, warnings);
        notebook.dispensings.push(dispensing);
        open = { dispensing, rps: new RpGroups(dispensing.rps), doctorIndex: null };
        break;
      }
      case '701':
        notebook.familyPharmacists.push(readFamilyPharmacist(record, warnings));
        break;
      case SPLIT_RECORD:
        warnings.add(record, 'a split record (911) inside the data is ignored');
        break;
      default:
        readGroupRecord(record, visit(record), warnings);
    }
  }
  return notebook;
}

/** Records that only make sense inside a visit (after a record 5). */
function readGroupRecord(
  record: JahisRecord,
  open: OpenDispensing | null,
  warnings: Warnings,
): void {
  if (!open) return;
  const { dispensing, rps } = open;
  const once = <T>(current: T | null, read: () => T, what: string): T => {
    if (current === null) return read();
    warnings.add(record, `a second ${what} for the same dispensing is ignored`);
    return current;
  };
  switch (record.recordNumber) {
    case '11':
      dispensing.pharmacy = once(dispensing.pharmacy, () => readPharmacy(record), 'pharmacy (11)');
      break;
    case '15':
      dispensing.pharmacist = once(
        dispensing.pharmacist,
        () => readPharmacist(record),
        'pharmacist (15)',
      );
      break;
    case '51':
      dispensing.institution = once(
        dispensing.institution,
        () => readInstitution(record),
        'prescribing institution (51)',
      );
      break;
    case '55':
      dispensing.doctors.push(readDoctor(record));
      open.doctorIndex = dispensing.doctors.length - 1;
      break;
    case '201':
      rps.addDrug(record, open.doctorIndex, warnings);
      break;
    case '281':
      rps.addDrugNote(record, 'supplements', open.doctorIndex, warnings);
      break;
    case '291':
      rps.addDrugNote(record, 'cautions', open.doctorIndex, warnings);
      break;
    case '301':
      rps.setUsage(record, open.doctorIndex, warnings);
      break;
    case '311':
      rps.addRpNote(record, 'usageSupplements', open.doctorIndex, warnings);
      break;
    case '391':
      rps.addRpNote(record, 'cautions', open.doctorIndex, warnings);
      break;
    case '401':
      dispensing.cautions.push(noteAt(record, 1, 2));
      break;
    case '411':
      dispensing.providedInformation.push(readProvidedInformation(record));
      break;
    case '421':
      dispensing.leftoverChecks.push(noteAt(record, 1, 2));
      break;
    case '501':
      dispensing.remarks.push(noteAt(record, 1, 2));
      break;
    case '601':
      dispensing.patientEntries.push(readPatientEntry(record, warnings));
      break;
    default:
      // Only reached if a known number gets no handler here: say so rather than drop it silently.
      warnings.add(record, `record ${record.recordNumber} is not read`);
  }
}
