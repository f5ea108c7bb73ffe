import { z } from 'zod';
import { PATIENT_TYPES } from './accounts';
import { GENDERS } from './profile';
import { queryNumber } from './query-number';
import { textProblem, trimInvisible } from './text';

export { pathWith } from './paths';

// Route paths

/** Where the authorization server answers on the api origin (its issuer is `<api>/oauth`). */
export const AUTHORIZATION_SERVER_PATH = '/oauth';
/** The authorization server's discovery document, under its mount path. */
export const DISCOVERY_PATH = `${AUTHORIZATION_SERVER_PATH}/.well-known/openid-configuration`;

/**
 * GET DISCOVERY_PATH: the authorization server's metadata (RFC 8414, OpenID Connect Discovery
 * 1.0), served by oidc-provider. A client needs the issuer and the two endpoints of the code
 * flow; the other members harmo publishes are named as optional, and the many more the standard
 * allows are kept as they come, since an answer is never cut down to what this lists.
 */
export const AuthorizationServerMetadata = z.looseObject({
  issuer: z.string().describe('`<api>/oauth`: the `iss` of every token and authorization answer'),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  jwks_uri: z.string().optional(),
  introspection_endpoint: z.string().optional(),
  revocation_endpoint: z.string().optional(),
  scopes_supported: z.array(z.string()).optional(),
  response_types_supported: z.array(z.string()).optional(),
  grant_types_supported: z.array(z.string()).optional(),
  code_challenge_methods_supported: z.array(z.string()).optional(),
  authorization_response_iss_parameter_supported: z.boolean().optional(),
});
export type AuthorizationServerMetadata = z.infer<typeof AuthorizationServerMetadata>;

/**
 * POST `<token_endpoint>`: a successful answer (RFC 6749 §5.1; OpenID Connect Core §3.1.3.3),
 * for every grant. What comes with the access token depends on the grant and the scopes: an id
 * token with `openid`, a refresh token with `offline_access`. A refusal is the OAuth error body
 * `{ error, error_description? }` with a 400 or 401.
 */
export const AccessTokenResponse = z.looseObject({
  access_token: z.string(),
  token_type: z.string().describe('Bearer'),
  expires_in: z.number().optional().describe('Seconds the access token stays valid'),
  refresh_token: z.string().optional(),
  id_token: z.string().optional(),
  scope: z.string().optional().describe('Space-separated: the scopes the token carries'),
});
export type AccessTokenResponse = z.infer<typeof AccessTokenResponse>;
/**
 * Where the browser resumes an authorization request once the user decided:
 * `<AUTHORIZATION_SERVER_PATH>/auth/<uid>`.
 */
export const RESUME_PATH_PREFIX = `${AUTHORIZATION_SERVER_PATH}/auth/`;

/** The signed-in user's OAuth endpoints: developer console, consents and consent screens. */
export const OAUTH_PATHS = {
  clients: '/ps/v1/oauth/clients',
  client: '/ps/v1/oauth/clients/:clientId',
  clientSecret: '/ps/v1/oauth/clients/:clientId/secret',
  consents: '/ps/v1/oauth/consents',
  consent: '/ps/v1/oauth/consents/:grantId',
  interaction: '/ps/v1/oauth/interactions/:uid',
  interactionConsent: '/ps/v1/oauth/interactions/:uid/consent',
  interactionDeny: '/ps/v1/oauth/interactions/:uid/deny',
} as const;

/** The partner resource API: one patient's data behind a partner's access token. */
export const PARTNER_PATHS = {
  profile: '/partner/v1/patient/profile',
  medications: '/partner/v1/patient/medications',
  checkups: '/partner/v1/patient/checkups',
} as const;

/**
 * GET /partner/v1/patient/profile (scope patient.profile): the granted patient's profile. The
 * project partner API answers its participants' profiles with the same shape.
 */
export const PartnerProfile = z.object({
  patientId: z.string(),
  name: z.string(),
  kana: z.string(),
  gender: z.enum(GENDERS),
  birthDate: z.string().nullable(),
});
export type PartnerProfile = z.infer<typeof PartnerProfile>;

// Scopes

/**
 * The scopes a partner may ask for, in plain terms. Each patient scope opens one kind of the
 * chosen patient's data and nothing else.
 */
export const PATIENT_SCOPES = [
  'patient.profile',
  'patient.medications',
  'patient.checkups',
] as const;
export type PatientScope = (typeof PATIENT_SCOPES)[number];

/** `openid` asks for an id token; `offline_access` for a refresh token. */
export const PROTOCOL_SCOPES = ['openid', 'offline_access'] as const;

/** Every scope, in the order the consent screen and the console show them. */
export const KNOWN_SCOPES = [...PROTOCOL_SCOPES, ...PATIENT_SCOPES] as const;
export type KnownScope = (typeof KNOWN_SCOPES)[number];

/**
 * The i18n key (namespace `oauth`, `scopes.<key>`) under which the web explains each scope in
 * plain Japanese and English.
 */
export const SCOPE_DESCRIPTION_KEYS: Record<KnownScope, string> = {
  openid: 'openid',
  offline_access: 'offlineAccess',
  'patient.profile': 'patientProfile',
  'patient.medications': 'patientMedications',
  'patient.checkups': 'patientCheckups',
};

const patient = new Set<string>(PATIENT_SCOPES);

export const isPatientScope = (scope: string): scope is PatientScope => patient.has(scope);

/** Space-separated scope parameter → its known scopes, each once, in the canonical order. */
export function knownScopesOf(scopeParameter: string | undefined | null): KnownScope[] {
  const requested = new Set((scopeParameter ?? '').split(' '));
  return KNOWN_SCOPES.filter((scope) => requested.has(scope));
}

/** The given scopes in the canonical order, each once; unknown ones are dropped. */
export function inScopeOrder(scopes: readonly string[]): KnownScope[] {
  return KNOWN_SCOPES.filter((scope) => scopes.includes(scope));
}

// Client registration

/** What a client registration may hold at the most. */
export const CLIENT_LIMITS = {
  /** Characters of the name patients see on the consent screen. */
  nameMaxLength: 80,
  redirectUris: 10,
  redirectUriMaxLength: 2000,
} as const;

export const CLIENT_TYPES = ['public', 'confidential'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

/**
 * Why a client registration is refused. The rules are written once, here; each side words them
 * for its own reader: the api in English for a developer, the console as translated messages.
 */
export type RedirectUriIssue =
  | 'redirectTooLong'
  | 'redirectFragment'
  | 'redirectInvalid'
  | 'redirectCredentials'
  | 'redirectHttp'
  | 'redirectScheme';

export type ClientIssue =
  | 'nameRequired'
  | 'nameTooLong'
  | 'nameControl'
  | 'type'
  | 'redirectRequired'
  | 'redirectTooMany'
  | 'redirectDuplicate'
  | RedirectUriIssue
  | 'scopeUnknown'
  | 'scopesRequired'
  | 'scopeDuplicate';

export type ClientMessages = Record<ClientIssue, string>;

/** The api's wording of each client registration rule. */
export const CLIENT_MESSAGES_EN: ClientMessages = {
  nameRequired: `must be 1 to ${CLIENT_LIMITS.nameMaxLength} characters`,
  nameTooLong: `must be 1 to ${CLIENT_LIMITS.nameMaxLength} characters`,
  nameControl: 'must not contain control characters',
  type: 'must be public or confidential',
  redirectRequired: 'at least one redirect URI is required',
  redirectTooMany: `at most ${CLIENT_LIMITS.redirectUris} redirect URIs`,
  redirectDuplicate: 'must not repeat a redirect URI',
  redirectTooLong: `must be at most ${CLIENT_LIMITS.redirectUriMaxLength} characters`,
  redirectFragment: 'must not contain a fragment (#)',
  redirectInvalid: 'must be an absolute URL',
  redirectCredentials: 'must not contain a user name or password',
  redirectHttp: 'http is only allowed for localhost',
  redirectScheme: 'must use https (or http on localhost)',
  scopeUnknown: `must be one of ${KNOWN_SCOPES.join(', ')}`,
  scopesRequired: 'at least one scope is required',
  scopeDuplicate: 'must not repeat a scope',
};

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The WHATWG URL parser, which browsers and Node both provide. Declared here with only the
 * parts the redirect URI rules read, since this package compiles without browser or Node types.
 */
declare const URL: new (input: string) => {
  protocol: string;
  hostname: string;
  username: string;
  password: string;
};

/** Length in characters as a person counts them (a surrogate pair is one). */
const characterCount = (value: string): number => [...value].length;

/**
 * Why a redirect URI cannot be registered (length aside), or null when it can. Security rules:
 * absolute; https, or http only on a loopback host (a developer's own machine); no fragment
 * (the code is sent in the query and must not be mixed with one); no user name or password.
 */
export function redirectUriIssue(
  value: string,
): Exclude<RedirectUriIssue, 'redirectTooLong'> | null {
  if (value.includes('#')) return 'redirectFragment';
  let url: InstanceType<typeof URL>;
  try {
    url = new URL(value);
  } catch {
    return 'redirectInvalid';
  }
  if (url.username || url.password) return 'redirectCredentials';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:') return LOOPBACK_HOSTS.has(url.hostname) ? null : 'redirectHttp';
  return 'redirectScheme';
}

const unique = (values: readonly string[]) => new Set(values).size === values.length;

/**
 * The fields of a client registration with `messages` giving the wording of each refusal. A
 * field may break several rules at once; a form shows the first issue of each field.
 */
export function clientFieldSchemas(messages: ClientMessages = CLIENT_MESSAGES_EN) {
  const name = z
    .string()
    .overwrite(trimInvisible)
    .refine((value) => characterCount(value) >= 1, { error: messages.nameRequired })
    .refine((value) => characterCount(value) <= CLIENT_LIMITS.nameMaxLength, {
      error: messages.nameTooLong,
    })
    .refine((value) => textProblem(value) === undefined, { error: messages.nameControl })
    .describe('Name shown to patients on the consent screen (1–80 characters)');

  const type = z
    .enum(CLIENT_TYPES, { error: messages.type })
    .describe(
      'public: no secret, PKCE required (apps, SPAs); confidential: has a secret (servers)',
    );

  const redirectUri = z
    .string()
    .max(CLIENT_LIMITS.redirectUriMaxLength, { error: messages.redirectTooLong })
    .superRefine((value, context) => {
      const issue = redirectUriIssue(value);
      if (issue) context.addIssue({ code: 'custom', message: messages[issue] });
    });

  const redirectUris = z
    .array(redirectUri)
    .min(1, { error: messages.redirectRequired })
    .max(CLIENT_LIMITS.redirectUris, { error: messages.redirectTooMany })
    .refine(unique, { error: messages.redirectDuplicate })
    .describe('Exact redirect URIs (https, or http on localhost; no fragment)');

  const allowedScopes = z
    .array(z.enum(KNOWN_SCOPES, { error: messages.scopeUnknown }))
    .min(1, { error: messages.scopesRequired })
    .refine(unique, { error: messages.scopeDuplicate })
    .describe('Scopes this client may request');

  return { name, type, redirectUri, redirectUris, allowedScopes };
}

/** The body of a new client's registration, worded by `messages`. */
export function createClientBody(messages: ClientMessages = CLIENT_MESSAGES_EN) {
  const fields = clientFieldSchemas(messages);
  return z.object({
    name: fields.name,
    type: fields.type,
    redirectUris: fields.redirectUris,
    allowedScopes: fields.allowedScopes,
  });
}

const clientFields = clientFieldSchemas();

/** POST /ps/v1/oauth/clients */
export const CreateClientBody = createClientBody();
export type ClientRegistration = z.infer<typeof CreateClientBody>;

/** PATCH /ps/v1/oauth/clients/:clientId: the type of a client never changes. */
export const UpdateClientBody = z
  .object({
    name: clientFields.name.optional(),
    redirectUris: clientFields.redirectUris.optional(),
    allowedScopes: clientFields.allowedScopes.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'give at least one of name, redirectUris, allowedScopes',
  });
export type ClientChanges = z.infer<typeof UpdateClientBody>;

export const ClientIdParams = z.object({ clientId: z.string().min(1).max(100) });

export const ClientView = z.object({
  clientId: z.string(),
  name: z.string(),
  type: clientFields.type,
  redirectUris: z.array(z.string()),
  allowedScopes: z.array(z.enum(KNOWN_SCOPES)),
  createdAt: z.string().describe('ISO 8601'),
  updatedAt: z.string().describe('ISO 8601'),
});
export type ClientView = z.infer<typeof ClientView>;

/** At most this many clients per account; the list's default page holds them all. */
export const OAUTH_CLIENTS_PER_ACCOUNT = 50;

/** GET /ps/v1/oauth/clients: which page of the list. */
export const ClientsQuery = z.object({
  limit: queryNumber(
    z.coerce
      .number()
      .int()
      .min(1)
      .max(OAUTH_CLIENTS_PER_ACCOUNT)
      .default(OAUTH_CLIENTS_PER_ACCOUNT),
  ).describe(`Page size, 1–${OAUTH_CLIENTS_PER_ACCOUNT} (default ${OAUTH_CLIENTS_PER_ACCOUNT})`),
  offset: queryNumber(z.coerce.number().int().min(0).max(10_000).default(0)).describe(
    'nextOffset of the previous page (default 0)',
  ),
});
export type ClientsQuery = z.infer<typeof ClientsQuery>;

/** GET /ps/v1/oauth/clients: the signed-in user's clients, newest first. */
export const ClientsResponse = z.object({
  clients: z.array(ClientView),
  nextOffset: z
    .number()
    .int()
    .optional()
    .describe('Present when more clients follow: the next offset'),
});
export type ClientsResponse = z.infer<typeof ClientsResponse>;

export const CreatedClientView = ClientView.extend({
  clientSecret: z
    .string()
    .optional()
    .describe('Confidential clients only: shown this once, stored only as a hash'),
});
export type CreatedClientView = z.infer<typeof CreatedClientView>;

/** POST /ps/v1/oauth/clients/:clientId/secret */
export const RotatedSecretView = z.object({
  clientId: z.string(),
  clientSecret: z.string().describe('The new secret, shown this once; the old one stops working'),
});
export type RotatedSecretView = z.infer<typeof RotatedSecretView>;

// Consents

export const ConsentView = z.object({
  grantId: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  patientId: z.string(),
  patientName: z.string(),
  /** Who gave it: the user, or someone acting for the user (a shared notebook's holder). */
  grantedBy: z.object({ accountId: z.string(), name: z.string() }),
  scopes: z.array(z.enum(KNOWN_SCOPES)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConsentView = z.infer<typeof ConsentView>;

/**
 * GET /ps/v1/oauth/consents: what which client may read, per patient: the consents the user gave,
 * and those someone acting for the user gave for the user's own data. Either may withdraw one.
 */
export const ConsentsResponse = z.object({ consents: z.array(ConsentView) });
export type ConsentsResponse = z.infer<typeof ConsentsResponse>;

export const GrantIdParams = z.object({ grantId: z.string().min(1).max(100) });

// Interactions (the consent screens)

/** The uid the authorization server puts in the consent screen URL. */
export const INTERACTION_UID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const UidParams = z.object({
  uid: z
    .string()
    .regex(INTERACTION_UID_PATTERN, { error: 'must be an interaction uid' })
    .describe('The uid the authorization server put in the consent screen URL'),
});

/** GET /ps/v1/oauth/interactions/:uid: a pending authorization request. */
export const InteractionView = z.object({
  uid: z.string(),
  client: z.object({
    clientId: z.string(),
    name: z.string(),
    redirectOrigin: z.string().describe('Where the browser goes back to after the decision'),
  }),
  scopes: z.array(
    z.object({
      scope: z.enum(KNOWN_SCOPES),
      descriptionKey: z.string().describe('i18n key (namespace oauth, scopes.<key>)'),
    }),
  ),
  patients: z.array(
    z.object({
      patientId: z.string(),
      type: z.enum(PATIENT_TYPES),
      name: z.string(),
      kana: z.string(),
      remembered: z.boolean().describe('Already allowed these scopes for this patient'),
    }),
  ),
  expiresAt: z.string(),
});
export type InteractionView = z.infer<typeof InteractionView>;
export type InteractionPatient = InteractionView['patients'][number];

/** POST /ps/v1/oauth/interactions/:uid/consent */
export const ConsentDecisionBody = z.object({
  patientId: z.uuid({ error: 'must be a patient id' }).describe('The patient the grant is for'),
});
export type ConsentDecisionBody = z.infer<typeof ConsentDecisionBody>;

/** The answer to a decision (approve or deny). */
export const DecisionResponse = z.object({
  redirectTo: z
    .string()
    .describe("The authorization server's resume URL: the browser navigates there (not fetch)"),
});
export type DecisionResponse = z.infer<typeof DecisionResponse>;
