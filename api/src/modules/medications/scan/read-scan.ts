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

function otcDrugOf(drug: JahisTcOtcDrug): ScannedOtcDrug[] {
  const name = [...storable(drug.name ?? '')].slice(0, OTC_NAME_MAX).join('').trim();
  if (!name) return [];
  return [
    {
      key: digest(JSON.stringify([drug.name, drug.janCode, drug.startDate])),
      name,
      janCode: drug.janCode && isJanCode(drug.janCode) ? drug.janCode : null,
      startDate: isoDate(drug.startDate),
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
 * OTC medication.
 */
export function readScan(body: SaveScanBody): ReadScan {
  const symbols = body.symbols.map(symbolOf);
  const result = parseJahisTc(symbols, { encoding: body.encoding ?? encodingOf(symbols) });
  if (!result.ok) throw badRequest(`Not a medication notebook: ${result.error}`, 'invalid_payload');
  const { notebook } = result;
  const dispensings = notebook.dispensings.map((dispensing) => ({
    key: digest(jahisTcDispensingKey(dispensing)),
    date: isoDate(dispensing.date),
    detail: storable(detailOf(dispensing)),
  }));
  const otcDrugs = notebook.otcDrugs.flatMap(otcDrugOf);
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
    warnings: storable(notebook.warnings),
    unknownRecords: notebook.unknownRecords.length,
  };
}
