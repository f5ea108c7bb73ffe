import { z } from 'zod';

/**
 * Prescriptions a patient sends to a pharmacy: a photo of the paper prescription, or the JAHIS
 * prescription QR code (院外処方箋2次元シンボル) read by the api. A prescription belongs to one
 * patient; it is shown only to the users who may act for that patient and to the pharmacy of a
 * dispensing order that names it.
 */

// Route paths

export const PRESCRIPTION_PATHS = {
  /** POST: store a photo or a QR code for the patient (201 Prescription). */
  create: '/ps/v1/patients/:patientId/prescriptions',
  /** GET: the prescription (kind, photo metadata or the parsed QR). */
  prescription: '/ps/v1/prescriptions/:prescriptionId',
  /**
   * GET: the photo's bytes (image/jpeg or image/png), `Cache-Control: private, no-store`. Needs
   * the bearer token like every call, so a page reads it with fetch and shows it from a blob URL.
   */
  image: '/ps/v1/prescriptions/:prescriptionId/image',
} as const;

// Limits

/** A photo may be at most 10 MB (10 × 1024 × 1024 bytes), counted on the decoded bytes. */
export const PRESCRIPTION_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** The media types a photo may have, recognised from the bytes (not from a file name). */
export const PRESCRIPTION_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
export type PrescriptionPhotoType = (typeof PRESCRIPTION_PHOTO_TYPES)[number];
/** A prescription fills at most 16 QR symbols (QR structured append). */
export const PRESCRIPTION_QR_MAX_SYMBOLS = 16;
/** One QR symbol holds under 3 kB of bytes. */
export const PRESCRIPTION_QR_SYMBOL_MAX_BYTES = 4 * 1024;

/**
 * Base64 (standard alphabet, padding optional) of at most `maxBytes` decoded bytes. The length
 * bound lets the api refuse an oversized body before decoding it.
 */
function base64Of(maxBytes: number, what: string) {
  return z
    .string()
    .min(1, { error: `${what} is empty` })
    .max(Math.ceil(maxBytes / 3) * 4 + 4, { error: `${what} is larger than allowed` })
    .refine(isBase64, { error: `${what} must be base64` });
}

const PADDING = 0x3d; // '='

/** A-Z, a-z, 0-9, '+' and '/'. */
function isBase64Digit(code: number): boolean {
  return (
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x61 && code <= 0x7a) ||
    (code >= 0x30 && code <= 0x39) ||
    code === 0x2b ||
    code === 0x2f
  );
}

/**
 * At least one base64 digit, then at most two '='. A loop rather than a regular expression: a
 * pattern like `^[A-Za-z0-9+/]+={0,2}$` keeps a backtracking point per character, and over a photo
 * of 13 MB of text the regular expression engine ran out of stack (a 500 instead of the answer
 * the photo deserves).
 */
export function isBase64(text: string): boolean {
  let end = text.length;
  while (end > 0 && text.length - end < 2 && text.charCodeAt(end - 1) === PADDING) end -= 1;
  if (end === 0) return false;
  for (let i = 0; i < end; i += 1) {
    if (!isBase64Digit(text.charCodeAt(i))) return false;
  }
  return true;
}

/**
 * POST body. `photo`: the image file's bytes as base64 (JPEG or PNG, at most 10 MB once
 * decoded; the size bound of the string itself is looser, so that an oversized photo gets the
 * clear 413 answer `photo_too_large` instead of a generic one). `qr`: the raw bytes of each QR
 * symbol of one prescription as base64 (as printed: Shift_JIS), in any order.
 */
export const NewPrescriptionBody = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('photo'),
    imageBase64: base64Of(PRESCRIPTION_PHOTO_MAX_BYTES * 2, 'The photo').describe(
      'The JPEG or PNG file as base64',
    ),
  }),
  z.object({
    kind: z.literal('qr'),
    symbols: z
      .array(base64Of(PRESCRIPTION_QR_SYMBOL_MAX_BYTES, 'A QR symbol'))
      .min(1)
      .max(PRESCRIPTION_QR_MAX_SYMBOLS)
      .describe('The raw bytes of each symbol, base64'),
  }),
]);
export type NewPrescriptionBody = z.infer<typeof NewPrescriptionBody>;

/**
 * Error codes of POST (400 unless noted), each with an English `message` for developers:
 *  - `photo_too_large` (413): the decoded photo is over 10 MB;
 *  - `photo_type_not_allowed`: the bytes are not a JPEG or PNG (whatever the file was called);
 *  - `photo_unreadable`: a JPEG/PNG signature, but the image cannot be decoded;
 *  - `qr_not_prescription`: the QR code is not a prescription; `reason` is its code
 *    (QR_REFUSAL_REASONS) and `message` says it in English.
 */
/**
 * With `qr_not_prescription`, `reason` says what the code was instead (the JAHIS prescription
 * reader's refusal), so a screen can say it in the patient's language: `notebook_code` an お薬手帳
 * code, `first_symbol_missing` one symbol of several without the first, `web_address`,
 * `e_prescription_slip` an electronic prescription slip, `bad_version_line`, `not_jahis`,
 * `empty`, `too_large`, `symbols_not_joined` symbols of different codes, `no_drugs` a code
 * that reads but prescribes nothing (the first of several symbols alone, say).
 */
export const QR_REFUSAL_REASONS = [
  'empty',
  'notebook_code',
  'first_symbol_missing',
  'web_address',
  'e_prescription_slip',
  'bad_version_line',
  'not_jahis',
  'too_large',
  'symbols_not_joined',
  'no_drugs',
] as const;
export type QrRefusalReason = (typeof QR_REFUSAL_REASONS)[number];

/** The 400/413 answer of POST: the api's error body, with `reason` for a refused QR code. */
export const PrescriptionErrorResponse = z.object({
  error: z.string(),
  message: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  reason: z.enum(QR_REFUSAL_REASONS).optional(),
});
export type PrescriptionErrorResponse = z.infer<typeof PrescriptionErrorResponse>;

export const PRESCRIPTION_ERRORS = [
  'photo_too_large',
  'photo_type_not_allowed',
  'photo_unreadable',
  'qr_not_prescription',
] as const;
export type PrescriptionError = (typeof PRESCRIPTION_ERRORS)[number];

// The parsed QR code (the JAHIS Rx reader's result)

export const JahisRxDrugSchema = z.object({
  codeType: z.string().nullable().describe('薬品コード種別: 2 レセプト電算, 4 YJ, 6 HOT, 7 一般名'),
  code: z.string().nullable(),
  name: z.string().nullable().describe('May be null for claim-coded drugs'),
  amount: z.number().nullable().describe('用量'),
  unit: z.string().nullable(),
  generic: z.boolean().describe('Prescribed by generic name (一般名処方)'),
});

export const JahisRxRpSchema = z.object({
  number: z.number().int().nullable(),
  form: z
    .string()
    .nullable()
    .describe('剤形区分: 1 内服, 2 頓服, 3 外用, 4 内服滴剤, 5 注射, 6 医療材料, 9 不明'),
  usage: z.string().nullable(),
  timesPerDay: z.number().int().nullable(),
  quantity: z.number().int().nullable(),
  days: z.number().int().nullable(),
  times: z.number().int().nullable(),
  drugs: z.array(JahisRxDrugSchema),
});

export const JahisPrescriptionSchema = z.object({
  version: z.string(),
  institution: z
    .object({
      code: z.string().nullable(),
      name: z.string().nullable(),
      prefectureCode: z.string().nullable(),
    })
    .nullable(),
  department: z.string().nullable(),
  doctor: z.object({ name: z.string().nullable(), kana: z.string().nullable() }).nullable(),
  patient: z.object({
    name: z.string().nullable(),
    kana: z.string().nullable(),
    sex: z.string().nullable(),
    birthDate: z.string().nullable().describe('YYYYMMDD, or YYYYMM / YYYY'),
  }),
  insurerNumber: z.string().nullable(),
  issueDate: z.string().nullable().describe('YYYYMMDD'),
  expiryDate: z.string().nullable().describe('YYYYMMDD'),
  refill: z.object({ totalUses: z.number().int() }).nullable(),
  rps: z.array(JahisRxRpSchema),
  unknownRecords: z.array(z.string()),
});
export type JahisPrescriptionData = z.infer<typeof JahisPrescriptionSchema>;

// The prescription

export const PRESCRIPTION_KINDS = ['photo', 'qr'] as const;
export type PrescriptionKind = (typeof PRESCRIPTION_KINDS)[number];

export const Prescription = z.object({
  id: z.uuid(),
  patientId: z.uuid(),
  kind: z.enum(PRESCRIPTION_KINDS),
  createdAt: z.string().describe('ISO 8601'),
  photo: z
    .object({
      contentType: z.enum(PRESCRIPTION_PHOTO_TYPES),
      width: z.number().int(),
      height: z.number().int(),
      bytes: z.number().int().describe('Size of the stored image, after metadata was removed'),
    })
    .nullable()
    .describe('Set when kind is photo; the bytes are at PRESCRIPTION_PATHS.image'),
  qr: z
    .object({
      prescription: JahisPrescriptionSchema,
      warnings: z
        .array(z.string())
        .describe('What looked wrong in an accepted code (English, for a pharmacist to check)'),
    })
    .nullable()
    .describe('Set when kind is qr'),
});
export type Prescription = z.infer<typeof Prescription>;

export const PrescriptionParams = z.object({ prescriptionId: z.uuid() });
