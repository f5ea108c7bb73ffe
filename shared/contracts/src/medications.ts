import { z } from 'zod';
import { OtcMedication } from './otc-catalogue';

/** A patient's medication records; `:patientId` is someone the signed-in user acts for. */
export const MEDICATIONS_PATHS = {
  /** GET: saved dispensings and OTC medications, newest first. */
  records: '/ps/v1/patients/:patientId/medications',
  /** POST: save a scanned notebook (the raw symbols); the api reads them itself. */
  scans: '/ps/v1/patients/:patientId/medications/scans',
  /** POST: whether a scanned notebook is already saved, without saving it. */
  scanCheck: '/ps/v1/patients/:patientId/medications/scans/check',
  /** DELETE: one saved dispensing. */
  dispensing: '/ps/v1/patients/:patientId/medications/dispensings/:dispensingId',
  /** POST: record an OTC medication (a JAN of the catalogue, or a typed name). */
  otcMedications: '/ps/v1/patients/:patientId/medications/otc',
  /** DELETE: one OTC medication. */
  otcMedication: '/ps/v1/patients/:patientId/medications/otc/:otcMedicationId',
} as const;

/** What one scan may hold at the most. */
export const SCAN_LIMITS = {
  /** Symbols of one notebook: a Structured Append set holds at most 16. */
  symbols: 16,
  /**
   * Bytes of one symbol: a QR code holds at most 2,953 bytes; pasted text sent as UTF-8 takes up
   * to half as much again as the same text in Shift_JIS, so the limit leaves room for it.
   */
  symbolBytes: 8192,
} as const;

/** How the symbols' bytes are encoded: Shift_JIS as every printed QR code, UTF-8 for pasted text. */
export const SCAN_ENCODINGS = ['shift_jis', 'utf-8'] as const;
export type ScanEncoding = (typeof SCAN_ENCODINGS)[number];

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** Characters of base64 that carry SCAN_LIMITS.symbolBytes bytes. */
const SYMBOL_BASE64_MAX = Math.ceil(SCAN_LIMITS.symbolBytes / 3) * 4;

export const ScannedSymbol = z.object({
  bytes: z
    .string()
    .min(1, { error: 'a symbol must hold bytes' })
    .max(SYMBOL_BASE64_MAX, { error: `a symbol holds at most ${SCAN_LIMITS.symbolBytes} bytes` })
    .regex(BASE64, { error: 'must be base64 (RFC 4648, with + and /)' })
    .describe('The raw bytes of one QR symbol, base64; never a decoded text guess'),
  sequenceIndex: z
    .number()
    .int()
    .min(0)
    .max(15)
    .optional()
    .describe('Structured Append position (0-based), when the QR decoder reports one'),
  sequenceSize: z
    .number()
    .int()
    .min(1)
    .max(16)
    .optional()
    .describe('Structured Append symbol count, when the QR decoder reports one'),
  parity: z
    .number()
    .int()
    .min(0)
    .max(255)
    .optional()
    .describe('Structured Append parity byte, when the QR decoder reports one'),
});
export type ScannedSymbol = z.infer<typeof ScannedSymbol>;

/**
 * POST …/medications/scans and …/scans/check: every symbol of one notebook, in scan order (a
 * notebook split by record 911 may come in any order). 400 invalid_payload with the reader's
 * reason when the symbols are no JAHIS 電子版お薬手帳 notebook or a part is missing.
 */
export const SaveScanBody = z.object({
  symbols: z
    .array(ScannedSymbol)
    .min(1, { error: 'at least one symbol is required' })
    .max(SCAN_LIMITS.symbols, { error: `at most ${SCAN_LIMITS.symbols} symbols` }),
  encoding: z
    .enum(SCAN_ENCODINGS)
    .optional()
    .describe(
      'shift_jis: bytes of a printed QR code; utf-8: pasted text. Omitted: UTF-8 when the bytes are valid UTF-8 (a reader that re-encoded the text), else Shift_JIS',
    ),
});
export type SaveScanBody = z.input<typeof SaveScanBody>;

// Saved dispensings

const text = z.string().nullable();

export const DispensingDrug = z.object({
  name: text,
  /** 用量 as a number; amountText keeps it as recorded. */
  amount: z.number().nullable(),
  amountText: text,
  unit: text,
  code: text,
  codeType: text.describe('1 なし, 2 レセプト電算, 3 厚労省, 4 YJ, 6 HOT (raw code)'),
  genericName: text,
  supplements: z.array(z.string()).describe('Record 281'),
  cautions: z.array(z.string()).describe('Record 291'),
});
export type DispensingDrug = z.infer<typeof DispensingDrug>;

export const DispensingRp = z.object({
  rpNumber: z.number().int().nullable(),
  usage: text.describe('用法名称'),
  quantity: z.number().int().nullable().describe('調剤数量: days, times, or 1'),
  unit: text.describe('調剤単位 (日分, 回分, 調剤)'),
  dosageForm: text.describe(
    '剤形コード: 1 内服, 2 内滴, 3 屯服, 4 注射, 5 外用, 6 浸煎, 7 湯, 9 材料, 10 その他',
  ),
  doctorIndex: z.number().int().nullable().describe("Index in the dispensing's doctors"),
  drugs: z.array(DispensingDrug),
  usageSupplements: z.array(z.string()).describe('Record 311'),
  cautions: z.array(z.string()).describe('Record 391'),
});
export type DispensingRp = z.infer<typeof DispensingRp>;

/** One visit saved from a notebook QR code. */
export const SavedDispensing = z.object({
  id: z.uuid(),
  patientId: z.string(),
  date: z.string().nullable().describe('Dispensing date, YYYY-MM-DD'),
  pharmacy: z
    .object({
      name: text,
      prefecture: text,
      code: text,
      address: text,
      phone: text,
    })
    .nullable()
    .describe('Record 11: the pharmacy or clinic that dispensed'),
  pharmacist: z.object({ name: text, contact: text }).nullable().describe('Record 15'),
  institution: z
    .object({ name: text, code: text })
    .nullable()
    .describe('Record 51: where it was prescribed'),
  doctors: z.array(z.object({ name: text, department: text })),
  rps: z.array(DispensingRp),
  cautions: z.array(z.string()).describe('Record 401: cautions for the whole visit'),
  remarks: z.array(z.string()).describe('Record 501'),
  leftoverChecks: z.array(z.string()).describe('Record 421: 残薬確認'),
  patientEntries: z
    .array(z.object({ content: text, date: text }))
    .describe('Record 601: what the patient wrote'),
  fingerprint: z.string().describe('Fingerprint of the scan it was saved from'),
  savedAt: z.string().describe('ISO 8601'),
});
export type SavedDispensing = z.infer<typeof SavedDispensing>;

/** GET …/medications: newest first (dispensing date, then start date; undated last). */
export const MedicationRecordsResponse = z.object({
  dispensings: z.array(SavedDispensing),
  otcMedications: z.array(OtcMedication),
});
export type MedicationRecordsResponse = z.infer<typeof MedicationRecordsResponse>;

/**
 * The answer to a saved scan. `alreadySaved` is true when nothing new was added: the same
 * notebook was saved before (a split notebook's parts in any order count as the same), or every
 * visit and OTC medication in it is in the notebook already. 201 when something was added, 200
 * when it was already saved. The dispensings and OTC medications are those of this scan as
 * they are now saved, whether added now or before.
 */
export const SaveScanResponse = z.object({
  alreadySaved: z.boolean(),
  fingerprint: z
    .string()
    .describe('SHA-256 (hex) of the notebook as read, the same for the same notebook'),
  addedDispensings: z.number().int(),
  addedOtcMedications: z.number().int(),
  dispensings: z.array(SavedDispensing),
  otcMedications: z.array(OtcMedication),
  warnings: z
    .array(z.string())
    .describe('What the reader skipped or guessed, in plain English with line numbers'),
  unknownRecords: z.number().int().describe('Lines whose record number the reader does not know'),
});
export type SaveScanResponse = z.infer<typeof SaveScanResponse>;

/** POST …/scans/check: what saving would do, without saving. */
export const ScanCheckResponse = z.object({
  alreadySaved: z.boolean(),
  fingerprint: z.string(),
  newDispensings: z.number().int().describe('Visits that saving would add'),
  newOtcMedications: z.number().int().describe('OTC medications that saving would add'),
});
export type ScanCheckResponse = z.infer<typeof ScanCheckResponse>;

export const PatientParams = z.object({
  // In lower case, as the database gives ids back: every check that compares ids then agrees
  // with the database, which reads a uuid in either case.
  patientId: z
    .uuid({ error: 'must be a patient id' })
    .toLowerCase()
    .describe('accountId of the patient'),
});
export const DispensingParams = PatientParams.extend({ dispensingId: z.uuid() });
export const OtcMedicationParams = PatientParams.extend({ otcMedicationId: z.uuid() });

/** The partner API's GET /partner/v1/patient/medications (scope patient.medications). */
export const PartnerMedicationsResponse = z.object({
  patientId: z.string(),
  dispensings: z.array(SavedDispensing),
  otcMedications: z.array(OtcMedication),
});
export type PartnerMedicationsResponse = z.infer<typeof PartnerMedicationsResponse>;
