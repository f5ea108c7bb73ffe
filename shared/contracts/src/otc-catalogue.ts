import { z } from 'zod';
import { CalendarDate, EARLIEST_BIRTH_DATE, todayInJapan } from './profile';
import { asciiDigits, safeName } from './text';

/** The signed-in user's OTC catalogue look-up. */
export const OTC_CATALOGUE_PATHS = {
  /** GET: one catalogue entry by its JAN code. */
  entry: '/ps/v1/otc-catalogue/:janCode',
} as const;

// JAN codes

/**
 * JAN (the Japanese name of EAN) codes of OTC medicines: EAN-13, or EAN-8 on small packages.
 * Codes registered in Japan start with 45 or 49; imported goods sold under a foreign code exist,
 * so any prefix is accepted and the check digit decides.
 */
export const JAN_LENGTHS = [8, 13] as const;

/** Why a typed or scanned JAN code is refused; each side words it for its own reader. */
export type JanCodeIssue = 'janRequired' | 'janDigits' | 'janLength' | 'janCheckDigit';

export const JAN_MESSAGES_EN: Record<JanCodeIssue, string> = {
  janRequired: 'a JAN code is required',
  janDigits: 'a JAN code has digits only',
  janLength: 'a JAN code has 13 digits (EAN-13) or 8 digits (EAN-8)',
  janCheckDigit:
    'the check digit (the last digit) does not match: the code was mistyped or misread',
};

/**
 * The check digit of the digits before it (EAN-13 and EAN-8 alike): from the right, digits are
 * weighted 3, 1, 3, 1 …, and the check digit brings the weighted sum to a multiple of 10.
 */
export function janCheckDigit(body: string): number {
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    const digit = body.charCodeAt(body.length - 1 - index) - 48;
    sum += index % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** Why `value` is not a JAN code, or null when it is one. Never throws. */
export function janCodeIssue(value: string): JanCodeIssue | null {
  if (value.length === 0) return 'janRequired';
  if (!/^[0-9]+$/.test(value)) return 'janDigits';
  if (!(JAN_LENGTHS as readonly number[]).includes(value.length)) return 'janLength';
  const body = value.slice(0, -1);
  return janCheckDigit(body) === Number(value.slice(-1)) ? null : 'janCheckDigit';
}

export const isJanCode = (value: string): boolean => janCodeIssue(value) === null;

/**
 * What a person typed, as a code: full-width digits (０-９) become ASCII digits, and spaces and
 * hyphens people put between digit groups are dropped. Validate the result with janCodeIssue.
 */
export function normalizeJanInput(value: string): string {
  return asciiDigits(value).replace(/[\s\u3000-]/g, '');
}

/** A JAN code in a body or path, worded by `messages`. */
export function janCodeSchema(messages: Record<JanCodeIssue, string> = JAN_MESSAGES_EN) {
  return z
    .string()
    .superRefine((value, context) => {
      const issue = janCodeIssue(value);
      if (issue) context.addIssue({ code: 'custom', message: messages[issue] });
    })
    .describe('JAN code: EAN-13 or EAN-8 digits with a valid check digit');
}

export const JanCode = janCodeSchema();

// The catalogue

/**
 * 医薬品医療機器等法 risk classes of OTC medicines, by api code. The CSV import and the catalogue
 * read them by their Japanese label.
 */
export const OTC_RISK_CLASSES = ['class1', 'designatedClass2', 'class2', 'class3'] as const;
export type OtcRiskClass = (typeof OTC_RISK_CLASSES)[number];

export const OTC_RISK_CLASS_LABELS_JA: Record<OtcRiskClass, string> = {
  class1: '第1類',
  designatedClass2: '指定第2類',
  class2: '第2類',
  class3: '第3類',
};

/** What a catalogue entry may hold at the most. */
export const OTC_LIMITS = {
  /** Characters of a product name (JAHIS allows 120 bytes of Shift_JIS: 60 full-width). */
  nameMaxLength: 120,
  makerMaxLength: 120,
  ingredientMaxLength: 256,
  ingredients: 50,
} as const;

/** The `source` of the embedded catalogue's demo entries (each named 【デモ】…). */
export const DEMO_OTC_SOURCE = 'harmo-demo';

export const JanCodeParams = z.object({ janCode: JanCode });

/** GET /ps/v1/otc-catalogue/:janCode (404 otc_not_found when the catalogue lacks the code). */
export const OtcCatalogueEntry = z.object({
  janCode: z.string(),
  name: z.string(),
  maker: z.string().nullable(),
  ingredients: z.array(z.string()).describe('Active ingredients with their amounts, as labelled'),
  riskClass: z.enum(OTC_RISK_CLASSES),
  demo: z.boolean().describe('An entry of the embedded demo catalogue, not a real product'),
});
export type OtcCatalogueEntry = z.infer<typeof OtcCatalogueEntry>;

// OTC medications of a patient

/** Where an OTC medication entry came from. */
export const OTC_MEDICATION_SOURCES = ['scan', 'catalogue', 'typed'] as const;
export type OtcMedicationSource = (typeof OTC_MEDICATION_SOURCES)[number];

/** An OTC medication in a patient's notebook. */
export const OtcMedication = z.object({
  id: z.uuid(),
  patientId: z.string(),
  name: z.string(),
  janCode: z.string().nullable(),
  maker: z.string().nullable(),
  ingredients: z.array(z.string()),
  riskClass: z.enum(OTC_RISK_CLASSES).nullable(),
  startDate: z.string().nullable().describe('YYYY-MM-DD; when the patient started taking it'),
  endDate: z.string().nullable().describe('YYYY-MM-DD'),
  source: z
    .enum(OTC_MEDICATION_SOURCES)
    .describe('scan: from a notebook QR code; catalogue: a JAN found in the catalogue; typed'),
  createdAt: z.string().describe('ISO 8601'),
});
export type OtcMedication = z.infer<typeof OtcMedication>;

/**
 * POST /ps/v1/patients/:patientId/medications/otc: a JAN found in the catalogue takes the
 * catalogue's name (a typed name is ignored); an unknown JAN, or none, needs the typed name.
 * 400 name_required when neither gives a name.
 *
 * With an `Idempotency-Key` header (`idempotency.ts`; the web sends one with every record) the
 * medicine is recorded once per key: a retry with the same key and body answers 200 with the
 * record the first request made, and the same key with another body 409
 * `idempotency_key_reused`. Without it, each request records anew (201).
 */
export const RecordOtcMedicationBody = z.object({
  janCode: JanCode.optional(),
  name: safeName()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(OTC_LIMITS.nameMaxLength)
    .optional()
    .describe('The product name as the patient typed it; needed when the JAN is unknown'),
  // A start the patient cannot have made yet would reach partners as a fact; the calendar day
  // is Japan's, as the notebook's dates are.
  startDate: CalendarDate.refine((date) => date >= EARLIEST_BIRTH_DATE && date <= todayInJapan(), {
    error: 'must be a day from 1900 up to today',
  }).describe('YYYY-MM-DD, from 1900 up to today in Japan; when the patient started taking it'),
});
export type RecordOtcMedicationBody = z.infer<typeof RecordOtcMedicationBody>;
