import { z } from 'zod';
import { PATIENT_SCOPES } from './oauth';
import { CalendarDate, isCalendarDate } from './profile';
import { asciiAlphanumerics, safeName, safeText } from './text';

/**
 * Projects: a pharmacy's follow-up programme, a municipality's health programme, a study. Its
 * owner creates it; a patient joins by its join code (the QR code) and consents to the scopes
 * it may see; the owner reads consented, current participants through the partner API with the
 * project's confidential client (client credentials).
 */
export const PROJECTS_PATHS = {
  /** POST: create a project; GET: the projects the signed-in account owns. */
  projects: '/ps/v1/projects',
  /** GET: one project (its owner, a participant's user, or anyone with ?joinCode=). */
  project: '/ps/v1/projects/:projectId',
  /** GET: the project a join code belongs to. */
  byJoinCode: '/ps/v1/projects/join-codes/:joinCode',
  /** GET: the projects a patient takes part in now. */
  patientProjects: '/ps/v1/patients/:patientId/projects',
  /** PUT: join (consent) for the patient; DELETE: leave. */
  participation: '/ps/v1/patients/:patientId/projects/:projectId',
} as const;

/** The partner API of a project's client (a client-credentials token of that client). */
export const PROJECT_PARTNER_PATHS = {
  /** GET: the project's consented, current participants. */
  participants: '/partner/v1/project/participants',
  profile: '/partner/v1/project/participants/:patientId/profile',
  medications: '/partner/v1/project/participants/:patientId/medications',
  checkups: '/partner/v1/project/participants/:patientId/checkups',
} as const;

/**
 * Where a project's QR code leads: its page in the web app with the join code, which lets a
 * signed-in user read it and join. `origin` is the web app's public origin.
 */
export function projectJoinUrl(origin: string, projectId: string, joinCode: string): string {
  return `${origin.replace(/\/+$/, '')}/projects/${encodeURIComponent(projectId)}?joinCode=${encodeURIComponent(joinCode)}`;
}

// Join codes

/**
 * Join codes are 12 characters of Crockford's base32 (digits and capitals without I, L, O, U),
 * shown in groups of four (`7K3Q-9XCD-M2PA`): 60 random bits, so codes cannot be guessed, and no
 * character that reads like another when typed from a printout.
 */
export const JOIN_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const JOIN_CODE_LENGTH = 12;
export const JOIN_CODE_GROUP = 4;

/**
 * A typed join code in its stored form, or null when it cannot be one: case, spaces and hyphens
 * do not matter, full-width letters and digits are read as ASCII, and I/L read as 1, O as 0.
 */
export function normalizeJoinCode(input: string): string | null {
  const code = asciiAlphanumerics(input)
    .replace(/[\s\u3000\-‐－ー]/g, '')
    .toUpperCase()
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  if (code.length !== JOIN_CODE_LENGTH) return null;
  for (const character of code) if (!JOIN_CODE_ALPHABET.includes(character)) return null;
  return code;
}

/** A stored join code in groups of four for people to read and type. */
export function formatJoinCode(code: string): string {
  return code.match(new RegExp(`.{1,${JOIN_CODE_GROUP}}`, 'g'))?.join('-') ?? code;
}

export const JoinCode = z
  .string()
  .max(40)
  .transform((value, context) => {
    const code = normalizeJoinCode(value);
    if (code === null) {
      context.addIssue({ code: 'custom', message: 'must be a join code of 12 letters and digits' });
      return z.NEVER;
    }
    return code;
  })
  .describe('Join code as printed (7K3Q-9XCD-M2PA); case, spaces and hyphens do not matter');

// Projects

/** What a project may hold at the most. */
export const PROJECT_LIMITS = {
  titleMaxLength: 100,
  organiserMaxLength: 100,
  descriptionMaxLength: 2000,
  /** Projects one account may own. */
  perAccount: 50,
} as const;

/**
 * The days a project may start or end on. A project runs in this century: a year such as 0025 is
 * a slip of the keyboard, and the database keeps no year 0 at all.
 */
export const PROJECT_DATE_RANGE = { earliest: '2000-01-01', latest: '2099-12-31' } as const;

export type ProjectIssue =
  'endBeforeStart' | 'scopesRequired' | 'scopeDuplicate' | 'dateOutOfRange';

export const PROJECT_MESSAGES_EN: Record<ProjectIssue, string> = {
  endBeforeStart: 'the end date must not be before the start date',
  dateOutOfRange: `must be a day from ${PROJECT_DATE_RANGE.earliest} to ${PROJECT_DATE_RANGE.latest}`,
  scopesRequired: 'at least one scope is required',
  scopeDuplicate: 'must not repeat a scope',
};

const unique = (values: readonly string[]) => new Set(values).size === values.length;

const ProjectScopes = z
  .array(z.enum(PATIENT_SCOPES))
  .min(1, { error: PROJECT_MESSAGES_EN.scopesRequired })
  .refine(unique, { error: PROJECT_MESSAGES_EN.scopeDuplicate })
  .describe("The participants' data the project may read, each a patient scope");

/** Whether a valid calendar day is one a project may start or end on. */
export const isProjectDate = (date: string): boolean =>
  date >= PROJECT_DATE_RANGE.earliest && date <= PROJECT_DATE_RANGE.latest;

// Said only of a real day: a malformed one has its own message already.
const ProjectDate = CalendarDate.refine((date) => !isCalendarDate(date) || isProjectDate(date), {
  error: PROJECT_MESSAGES_EN.dateOutOfRange,
}).describe(`YYYY-MM-DD, from ${PROJECT_DATE_RANGE.earliest} to ${PROJECT_DATE_RANGE.latest}`);

/**
 * POST /ps/v1/projects
 *
 * With an `Idempotency-Key` header (`idempotency.ts`; the web sends one with every creation) the
 * project is created once per key and owner: a retry with the same key and body answers 200 with
 * that project and a new client secret (the secret is never stored readable, and the one the
 * first answer carried was lost with it: it stops working), and the same key with another body
 * 409 `idempotency_key_reused`. Without it, each request creates anew (201).
 */
export const CreateProjectBody = z
  .object({
    title: safeName()
      .trim()
      .min(1, { error: 'must not be empty' })
      .max(PROJECT_LIMITS.titleMaxLength),
    description: safeText({ multiline: true, refuseBidi: true })
      .trim()
      .max(PROJECT_LIMITS.descriptionMaxLength)
      .default(''),
    organiser: safeName()
      .trim()
      .min(1, { error: 'must not be empty' })
      .max(PROJECT_LIMITS.organiserMaxLength)
      .describe('Who runs it, as patients see it (a pharmacy, a town, a research group)'),
    scopes: ProjectScopes,
    startDate: ProjectDate,
    endDate: ProjectDate.nullable().default(null).describe('YYYY-MM-DD; null: no end date'),
  })
  .refine((body) => body.endDate === null || body.endDate >= body.startDate, {
    error: PROJECT_MESSAGES_EN.endBeforeStart,
    path: ['endDate'],
  });
export type CreateProjectBody = z.input<typeof CreateProjectBody>;

export const ProjectView = z.object({
  projectId: z.uuid(),
  title: z.string(),
  description: z.string(),
  organiser: z.string(),
  scopes: z.array(z.enum(PATIENT_SCOPES)).describe('In the canonical scope order'),
  startDate: z.string().describe('YYYY-MM-DD'),
  endDate: z.string().nullable().describe('YYYY-MM-DD'),
  joinCode: z.string().describe('Stored form (12 characters); show it with formatJoinCode'),
  isOwner: z.boolean().describe('The signed-in account owns it'),
  clientId: z
    .string()
    .nullable()
    .describe("The project's confidential client; only its owner sees it"),
  createdAt: z.string().describe('ISO 8601'),
});
export type ProjectView = z.infer<typeof ProjectView>;

/** POST /ps/v1/projects answers with the project and its client's secret, shown this once. */
export const CreatedProjectResponse = z.object({
  project: ProjectView,
  client: z.object({
    clientId: z.string(),
    clientSecret: z
      .string()
      .describe('Shown this once; rotate it in the developer console (/oauth/clients)'),
  }),
});
export type CreatedProjectResponse = z.infer<typeof CreatedProjectResponse>;

/** GET /ps/v1/projects: the projects the signed-in account owns, newest first. */
export const OwnedProjectsResponse = z.object({ projects: z.array(ProjectView) });
export type OwnedProjectsResponse = z.infer<typeof OwnedProjectsResponse>;

export const ProjectParams = z.object({ projectId: z.uuid({ error: 'must be a project id' }) });
export const ProjectQuery = z.object({
  joinCode: JoinCode.optional().describe('The join code from the QR code'),
});
export const JoinCodeParams = z.object({ joinCode: JoinCode });
export const ParticipationParams = z.object({
  patientId: z.uuid({ error: 'must be a patient id' }),
  projectId: z.uuid({ error: 'must be a project id' }),
});

// Participation

export const Participation = z.object({
  projectId: z.uuid(),
  patientId: z.string(),
  scopes: z.array(z.enum(PATIENT_SCOPES)).describe('The scopes consented to, as shown'),
  joinedAt: z.string().describe('ISO 8601'),
  leftAt: z.string().nullable().describe('ISO 8601'),
});
export type Participation = z.infer<typeof Participation>;

/**
 * PUT /ps/v1/patients/:patientId/projects/:projectId: consent for the patient. `scopes` are the
 * scopes the screen showed; they must be the project's (409 scopes_changed otherwise). 201 when
 * the patient joined, 200 when already taking part. 409 project_ended after its end date.
 */
export const JoinProjectBody = z.object({
  joinCode: JoinCode,
  // Each scope once: the consent is compared with the project's scopes as a set.
  scopes: z
    .array(z.enum(PATIENT_SCOPES))
    .min(1)
    .max(PATIENT_SCOPES.length)
    .refine(unique, { error: PROJECT_MESSAGES_EN.scopeDuplicate }),
});
export type JoinProjectBody = z.input<typeof JoinProjectBody>;

export const ParticipationResponse = z.object({
  project: ProjectView,
  participation: Participation,
});
export type ParticipationResponse = z.infer<typeof ParticipationResponse>;

/** GET /ps/v1/patients/:patientId/projects: current participations, latest joined first. */
export const PatientProjectsResponse = z.object({ projects: z.array(ParticipationResponse) });
export type PatientProjectsResponse = z.infer<typeof PatientProjectsResponse>;

// The project partner API

export const ProjectParticipant = z.object({
  patientId: z.string(),
  scopes: z.array(z.enum(PATIENT_SCOPES)).describe('What this participant allowed'),
  joinedAt: z.string(),
});
export type ProjectParticipant = z.infer<typeof ProjectParticipant>;

/** GET /partner/v1/project/participants */
export const ProjectParticipantsResponse = z.object({
  projectId: z.uuid(),
  participants: z.array(ProjectParticipant),
});
export type ProjectParticipantsResponse = z.infer<typeof ProjectParticipantsResponse>;

export const ParticipantParams = z.object({
  patientId: z.uuid({ error: 'must be a patient id' }),
});
