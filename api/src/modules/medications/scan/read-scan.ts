import { createHash } from 'node:crypto';
import type {
  JahisTcDispensing,
  JahisTcNote,
  JahisTcNotebook,
  JahisTcOtcDrug,
} from '@harmo/medical-formats';
import { jahisTcDispensingKey, parseJahisTc } from '@harmo/medical-formats';
import type { SaveScanBody, SavedDispensing, ScannedSymbol } from '@harmo/contracts/medications';
import { OTC_LIMITS, isJanCode } from '@harmo/contracts/otc-catalogue';
import { EARLIEST_BIRTH_DATE, isDayThatHasBeen } from '@harmo/contracts/profile';
import { badRequest } from '../../../http/errors';
import { utf8TextOf } from '../../../http/strict-json';

/** A visit as stored: the contract's SavedDispensing without id, patient and timestamps. */
export type DispensingDetail = Omit<
  SavedDispensing,
  'id' | 'patientId' | 'fingerprint' | 'savedAt'
>;

export interface ScannedDispensing {
  key: string;
  date: string | null;
  detail: DispensingDetail;
}

export interface ScannedOtcDrug {
  key: string;
  name: string;
  janCode: string | null;
  startDate: string | null;
  endDate: string | null;
  ingredients: string[];
}

export interface ReadScan {
  fingerprint: string;
  dispensings: ScannedDispensing[];
  otcDrugs: ScannedOtcDrug[];
  warnings: string[];
  unknownRecords: number;
}

/** Characters of an OTC medication's name that the notebook keeps (JAHIS allows 120 bytes). */
const OTC_NAME_MAX = OTC_LIMITS.nameMaxLength;

const UNSTORABLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/**
 * A payload's text as it may be stored and shown: control characters (PostgreSQL cannot store
 * NUL; the others only come from damaged or hostile codes) and bidi overrides (which make text
 * display as something else) are dropped.
 */
function storable<T>(value: T): T {
  if (typeof value === 'string') return value.replace(UNSTORABLE, '') as T;
  if (Array.isArray(value)) return value.map(storable) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, storable(inner)]),
    ) as T;
  }
  return value;
}

/** A fixed-length identity for a long key (index entries have a size limit). */
const digest = (key: string): string => createHash('sha256').update(key).digest('hex');

/** `YYYYMMDD` (the reader's form, always a real day) to the api's `YYYY-MM-DD`. */
const isoDate = (value: string | null): string | null =>
  value && /^\d{8}$/.test(value)
    ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`
    : null;

/**
 * Why a scanned day cannot be a visit's or a start's, or null when it can: a day after today in
 * Japan (the notebook's calendar) has not happened, and one before 1900 is the mark of a broken
 * code, like the days the api refuses when typed (an OTC start, a birth date). Either would
 * reach the patient's list and partners as a fact.
 */
function implausibility(day: string | null, today: string): string | null {
  if (day === null || isDayThatHasBeen(day, today)) return null;
  if (day > today) return 'is after today in Japan';
  if (day < EARLIEST_BIRTH_DATE) return `is before ${EARLIEST_BIRTH_DATE}`;
  return null;
}

/**
 * The day as it is saved: an implausible one is treated like a value the reader cannot read as
 * a date (the record is kept without it and a warning says so), so one bad date does not cost
 * the patient the rest of the scan.
 */
function plausibleDay(
  day: string | null,
  today: string,
  what: string,
  warnings: string[],
): string | null {
  const problem = implausibility(day, today);
  if (problem === null) return day;
  warnings.push(`${what} ${day} ${problem}; it is saved without this date`);
  return null;
}

const contents = (notes: readonly JahisTcNote[]): string[] =>
  notes.flatMap((note) => (note.content ? [note.content] : []));

function detailOf(dispensing: JahisTcDispensing): DispensingDetail {
  const { pharmacy, pharmacist, institution } = dispensing;
  return {
    date: isoDate(dispensing.date),
    pharmacy: pharmacy && {
      name: pharmacy.name,
      prefecture: pharmacy.prefecture,
      code: pharmacy.code,
      address: pharmacy.address,
      phone: pharmacy.phone,
    },
    pharmacist: pharmacist && { name: pharmacist.name, contact: pharmacist.contact },
    institution: institution && { name: institution.name, code: institution.code },
    doctors: dispensing.doctors.map(({ name, department }) => ({ name, department })),
    rps: dispensing.rps.map((rp) => ({
      rpNumber: rp.rpNumber,
      usage: rp.usage,
      quantity: rp.quantity,
      unit: rp.unit,
      dosageForm: rp.dosageForm,
      doctorIndex: rp.doctorIndex,
      drugs: rp.drugs.map((drug) => ({
        name: drug.name,
        amount: drug.amount,
        amountText: drug.amountText,
        unit: drug.unit,
        code: drug.code,
        codeType: drug.codeType,
        genericName: drug.genericName,
        supplements: contents(drug.supplements),
        cautions: contents(drug.cautions),
      })),
      usageSupplements: contents(rp.usageSupplements),
      cautions: contents(rp.cautions),
    })),
    cautions: contents(dispensing.cautions),
    remarks: contents(dispensing.remarks),
    leftoverChecks: contents(dispensing.leftoverChecks),
    patientEntries: dispensing.patientEntries.map((entry) => ({
      content: entry.content,
      date: isoDate(entry.date),
    })),
  };
}

function otcDrugOf(
  drug: JahisTcOtcDrug,
  index: number,
  today: string,
  warnings: string[],
): ScannedOtcDrug[] {
  const name = [...storable(drug.name ?? '')].slice(0, OTC_NAME_MAX).join('').trim();
  if (!name) return [];
  return [
    {
      // The key keeps the date as scanned: the same entry scanned again is the same one.
      key: digest(JSON.stringify([drug.name, drug.janCode, drug.startDate])),
      name,
      janCode: drug.janCode && isJanCode(drug.janCode) ? drug.janCode : null,
      startDate: plausibleDay(
        isoDate(drug.startDate),
        today,
        `OTC drug ${index + 1}: its start date`,
        warnings,
      ),
      endDate: isoDate(drug.endDate),
      ingredients: drug.ingredients.flatMap((ingredient) =>
        ingredient.name ? [storable(ingredient.name)] : [],
      ),
    },
  ];
}

/**
 * The fingerprint of a notebook: SHA-256 of the notebook as read. The reader joins the parts of
 * a split notebook in their numbered order and a Structured Append set by position, so the same
 * notebook gives the same fingerprint whatever order its symbols were scanned in.
 */
export function notebookFingerprint(notebook: JahisTcNotebook): string {
  return createHash('sha256').update(JSON.stringify(notebook)).digest('hex');
}

function symbolOf(symbol: ScannedSymbol) {
  const bytes = new Uint8Array(Buffer.from(symbol.bytes, 'base64'));
  return {
    bytes,
    ...(symbol.sequenceIndex !== undefined ? { sequenceIndex: symbol.sequenceIndex } : {}),
    ...(symbol.sequenceSize !== undefined ? { sequenceSize: symbol.sequenceSize } : {}),
    ...(symbol.parity !== undefined ? { parity: symbol.parity } : {}),
  };
}

/**
 * The symbols' encoding when the caller did not name it. JAHIS writes Shift_JIS, but some
 * readers hand over the text re-encoded as UTF-8; read as Shift_JIS, every Japanese name would
 * be saved garbled. Japanese Shift_JIS text is practically never valid UTF-8 (its lead bytes
 * 0x81-0x9F are UTF-8 continuation bytes), so bytes that decode strictly as UTF-8 are taken as
 * UTF-8; ASCII alone reads the same either way.
 */
function encodingOf(symbols: readonly { bytes: Uint8Array }[]): 'utf-8' | 'shift_jis' {
  return utf8TextOf(Buffer.concat(symbols.map((symbol) => symbol.bytes))) === null
    ? 'shift_jis'
    : 'utf-8';
}

/**
 * Reads the symbols the web sent with the shared JAHIS TC reader: the api trusts nothing the
 * browser may have read itself. 400 invalid_payload with the reader's reason when the symbols
 * are no notebook (or a part is missing); 400 nothing_to_save when it holds no visit and no
 * OTC medication. A dispensing date or an OTC start after `today` (in Japan) or before 1900 is
 * dropped with a warning, as the reader drops a value that is no date.
 */
export function readScan(body: SaveScanBody, today: string): ReadScan {
  const symbols = body.symbols.map(symbolOf);
  const result = parseJahisTc(symbols, { encoding: body.encoding ?? encodingOf(symbols) });
  if (!result.ok) throw badRequest(`Not a medication notebook: ${result.error}`, 'invalid_payload');
  const { notebook } = result;
  const warnings = [...notebook.warnings];
  const dispensings = notebook.dispensings.map((dispensing, index) => {
    const date = plausibleDay(
      isoDate(dispensing.date),
      today,
      `visit ${index + 1}: its dispensing date`,
      warnings,
    );
    return {
      // The key keeps the date as scanned: the same visit scanned again is the same one.
      key: digest(jahisTcDispensingKey(dispensing)),
      date,
      detail: storable({ ...detailOf(dispensing), date }),
    };
  });
  const otcDrugs = notebook.otcDrugs.flatMap((drug, index) =>
    otcDrugOf(drug, index, today, warnings),
  );
  if (dispensings.length === 0 && otcDrugs.length === 0) {
    throw badRequest(
      'The notebook holds no dispensing and no OTC medication to save',
      'nothing_to_save',
    );
  }
  return {
    fingerprint: notebookFingerprint(notebook),
    dispensings,
    otcDrugs,
    warnings: storable(warnings),
    unknownRecords: notebook.unknownRecords.length,
  };
}
