import { z } from 'zod';

/**
 * 特定健診 check-ups of a patient: import of the ministry's result files (one XML, several, or
 * the ministry's zip bundle), the saved check-ups over the years, and the link to マイナポータル.
 */

/** Paths with `:patientId` are filled with `pathWith` (`@harmo/contracts/oauth`). */
export const CHECKUP_PATHS = {
  /** GET: the patient's saved check-ups, oldest first. */
  checkups: '/ps/v1/patients/:patientId/checkups',
  /**
   * POST: one file as the raw request body (`application/xml` or `application/zip`), its name
   * in the `fileName` query parameter. Answers one result per check-up file it held.
   */
  imports: '/ps/v1/patients/:patientId/checkups/imports',
  /** GET: whether the portal link is offered, and by which connection. */
  portal: '/ps/v1/mynapo/portal',
  /** POST: starts a link for the patient; answers the portal's consent URL to open. */
  portalLinks: '/ps/v1/patients/:patientId/mynapo/links',
  /** POST: the portal's answer (code and state) comes back; the check-ups are brought in. */
  portalLinkCompletion: '/ps/v1/mynapo/links/complete',
} as const;

/** What the import accepts at the most. */
export const CHECKUP_IMPORT_LIMITS = {
  /** One upload (an XML file or a zip bundle), in bytes. */
  maxUploadBytes: 20 * 1024 * 1024,
  /** One check-up file, in bytes (a person's file holds tens of kilobytes). */
  maxFileBytes: 1024 * 1024,
  /** Entries of a zip bundle (files and folders). */
  maxArchiveEntries: 2000,
  /** All the files of a zip bundle together, uncompressed, in bytes. */
  maxArchiveUncompressedBytes: 200 * 1024 * 1024,
  /** How much larger than its compressed size one entry may claim to be. */
  maxCompressionRatio: 100,
  /** Length of a file name as sent. */
  maxFileNameLength: 255,
} as const;

/** Media types of an upload: a check-up XML file or the ministry's zip bundle. */
export const CHECKUP_XML_MEDIA_TYPES = ['application/xml', 'text/xml'] as const;
export const CHECKUP_ZIP_MEDIA_TYPES = ['application/zip', 'application/x-zip-compressed'] as const;

export const ImportQuery = z.object({
  fileName: z
    .string()
    .trim()
    .min(1)
    .max(CHECKUP_IMPORT_LIMITS.maxFileNameLength)
    .describe('The name of the uploaded file, shown back in the results'),
});
export type ImportQuery = z.infer<typeof ImportQuery>;

/**
 * Why a file was not imported. The first seven come from reading the file itself; the others:
 * `other_person` the file is another person's (birth date or sex differ from the patient's),
 * `no_date` it names no check-up date, `implausible_date` it names one no check-up can have
 * (after today, before 1900, before the birth date it gives), `value_too_long` a value is longer
 * than any real one (the institution's number or name), `not_result` its report category is not
 * a check-up result (guidance records, deletion requests), `unreadable` a zip entry could not be
 * read, `not_saved` the api failed while saving it (nothing of it was kept; try again later).
 */
export const CHECKUP_REFUSAL_REASONS = [
  'too_large',
  'encoding',
  'truncated',
  'malformed',
  'doctype',
  'archive_index',
  'not_checkup',
  'other_person',
  'no_date',
  'implausible_date',
  'value_too_long',
  'not_result',
  'unreadable',
  'not_saved',
] as const;
export type CheckupRefusalReason = (typeof CHECKUP_REFUSAL_REASONS)[number];

/**
 * What became of one file: `saved` a new check-up, `updated` the same check-up (date,
 * institution, item set) was there and now holds this file's values, `unchanged` it was there
 * with the same values, `refused` the file was not imported (see `reason`).
 */
export const CHECKUP_IMPORT_OUTCOMES = ['saved', 'updated', 'unchanged', 'refused'] as const;
export type CheckupImportOutcome = (typeof CHECKUP_IMPORT_OUTCOMES)[number];

export const CheckupFileResult = z.object({
  fileName: z.string().describe('The file, with its folder inside a zip bundle'),
  outcome: z.enum(CHECKUP_IMPORT_OUTCOMES),
  reason: z.enum(CHECKUP_REFUSAL_REASONS).nullable().describe('Why a refused file was refused'),
  detail: z
    .string()
    .nullable()
    .describe('The reason in plain Japanese words, with what the reader found'),
  checkup: z
    .object({ id: z.string(), date: z.string(), institutionName: z.string().nullable() })
    .nullable()
    .describe('The check-up saved, updated or found unchanged'),
});
export type CheckupFileResult = z.infer<typeof CheckupFileResult>;

/** POST …/checkups/imports and the portal link's completion. */
export const CheckupImportResponse = z.object({
  files: z.array(CheckupFileResult).describe('One result per check-up file, in bundle order'),
});
export type CheckupImportResponse = z.infer<typeof CheckupImportResponse>;

/** A refusal of the whole upload (not a zip, a zip bomb, a path-traversal entry, too large). */
export const UPLOAD_REFUSAL_CODES = [
  'unsupported_media_type',
  'upload_too_large',
  'archive_unreadable',
  'archive_too_large',
  'archive_unsafe_path',
  'archive_empty',
] as const;
export type UploadRefusalCode = (typeof UPLOAD_REFUSAL_CODES)[number];

export const CHECKUP_MARKS = ['guidance', 'referral', 'stratification'] as const;
export type CheckupMark = (typeof CHECKUP_MARKS)[number];

const ItemBase = z.object({
  code: z.string().describe('特定健診項目コード (17 characters)'),
  name: z.string().nullable().describe('The name as the file writes it'),
  mark: z.enum(CHECKUP_MARKS).nullable().describe("Against the ministry's judgement values"),
});

export const SavedCheckupItem = z.discriminatedUnion('type', [
  ItemBase.extend({
    type: z.literal('PQ'),
    value: z.number(),
    unit: z.string().nullable(),
  }),
  ItemBase.extend({
    type: z.enum(['CD', 'CO']),
    value: z.string(),
    unit: z.null(),
    codeSystem: z.string().nullable().describe("The answer table's OID"),
  }),
  ItemBase.extend({ type: z.literal('ST'), value: z.string(), unit: z.null() }),
]);
export type SavedCheckupItem = z.infer<typeof SavedCheckupItem>;

export const CHECKUP_SOURCES = ['file', 'portal'] as const;

export const SavedCheckup = z.object({
  id: z.string(),
  date: z.string().describe('健診実施日, YYYY-MM-DD'),
  institution: z.object({
    code: z.string().nullable().describe('特定健診機関番号'),
    name: z.string().nullable(),
  }),
  sex: z.enum(['1', '2']).nullable().describe('As the file says: 1 man, 2 woman'),
  insuredIdHint: z
    .string()
    .nullable()
    .describe('The last two characters of the insured number, never the whole of it'),
  source: z.enum(CHECKUP_SOURCES),
  items: z.array(SavedCheckupItem).describe('In the order of the file'),
  importedAt: z.string().describe('ISO 8601'),
  updatedAt: z.string().describe('ISO 8601'),
});
export type SavedCheckup = z.infer<typeof SavedCheckup>;

/** GET …/checkups (and the partner API's check-up answer). */
export const CheckupsResponse = z.object({
  patientId: z.string(),
  checkups: z.array(SavedCheckup).describe('Oldest first'),
});
export type CheckupsResponse = z.infer<typeof CheckupsResponse>;

/**
 * How the api reaches マイナポータル: `standin` the local, plainly labelled stand-in (development
 * and demos), `portal` the configured portal API, `off` no link offered (upload only).
 */
export const PORTAL_MODES = ['standin', 'portal', 'off'] as const;
export const PortalStatus = z.object({ mode: z.enum(PORTAL_MODES) });
export type PortalStatus = z.infer<typeof PortalStatus>;

export const PortalLinkStartBody = z.object({
  returnUrl: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .describe('Where the portal sends the browser back: this web app at /mynapo/link-myna-data'),
});
export type PortalLinkStartBody = z.infer<typeof PortalLinkStartBody>;

export const PortalLinkStart = z.object({
  consentUrl: z.string().describe("The portal's consent page to send the browser to"),
});
export type PortalLinkStart = z.infer<typeof PortalLinkStart>;

export const PortalLinkCompletionBody = z.object({
  code: z.string().min(1).max(512),
  state: z.string().min(1).max(128),
});
export type PortalLinkCompletionBody = z.infer<typeof PortalLinkCompletionBody>;

export const PortalLinkCompletion = CheckupImportResponse.extend({
  patientId: z.string().describe('The patient the link was started for'),
});
export type PortalLinkCompletion = z.infer<typeof PortalLinkCompletion>;

/** Where the portal sends the browser back, on the web app. */
export const PORTAL_RETURN_PATH = '/mynapo/link-myna-data';
