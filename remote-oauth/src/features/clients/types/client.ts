import { z } from 'zod';

/** The scopes a client may be allowed, in the order the console shows them. */
export const KNOWN_SCOPES = [
  'openid',
  'offline_access',
  'patient.profile',
  'patient.medications',
  'patient.checkups',
] as const;
export type KnownScope = (typeof KNOWN_SCOPES)[number];

/** i18n key (scopes.<key>) of each scope's plain description. */
export const SCOPE_KEYS: Record<KnownScope, string> = {
  openid: 'openid',
  offline_access: 'offlineAccess',
  'patient.profile': 'patientProfile',
  'patient.medications': 'patientMedications',
  'patient.checkups': 'patientCheckups',
};

export const clientTypeSchema = z.enum(['public', 'confidential']);
export type ClientType = z.infer<typeof clientTypeSchema>;

export const clientSchema = z.object({
  clientId: z.string(),
  name: z.string(),
  type: clientTypeSchema,
  redirectUris: z.array(z.string()),
  allowedScopes: z.array(z.enum(KNOWN_SCOPES)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OAuthClient = z.infer<typeof clientSchema>;

export const createdClientSchema = clientSchema.extend({ clientSecret: z.string().optional() });
export type CreatedClient = z.infer<typeof createdClientSchema>;

export const rotatedSecretSchema = z.object({ clientId: z.string(), clientSecret: z.string() });

export const consentSchema = z.object({
  grantId: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  patientId: z.string(),
  patientName: z.string(),
  scopes: z.array(z.enum(KNOWN_SCOPES)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Consent = z.infer<typeof consentSchema>;

/** What the create and edit forms hold: redirect URIs as typed, one per line. */
export interface ClientFormValues {
  name: string;
  type: ClientType | '';
  redirectUris: string;
  allowedScopes: KnownScope[];
}

export interface ClientRegistration {
  name: string;
  type: ClientType;
  redirectUris: string[];
  allowedScopes: KnownScope[];
}

/** A field message: an i18n key under clients.validation and its values. */
export interface FieldMessage {
  key: string;
  values?: Record<string, string | number>;
}
export type ClientFormErrors = Partial<Record<keyof ClientFormValues, FieldMessage>>;

export const NAME_MAX_LENGTH = 80;
export const REDIRECT_URI_LIMIT = 10;
export const REDIRECT_URI_MAX_LENGTH = 2000;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The redirect URIs typed in the textarea: one per line, blank lines ignored. */
export const redirectUriLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);

/** The same rules as the api (https, or http on a loopback host; absolute; no fragment). */
export function redirectUriProblem(value: string): string | null {
  if (value.length > REDIRECT_URI_MAX_LENGTH) return 'redirectTooLong';
  if (value.includes('#')) return 'redirectFragment';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'redirectInvalid';
  }
  if (url.username || url.password) return 'redirectCredentials';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:') return LOOPBACK_HOSTS.has(url.hostname) ? null : 'redirectHttp';
  return 'redirectInvalid';
}

function redirectUrisMessage(lines: string[]): FieldMessage | null {
  if (lines.length === 0) return { key: 'redirectRequired' };
  if (lines.length > REDIRECT_URI_LIMIT) return { key: 'redirectTooMany' };
  const seen = new Set<string>();
  for (const [index, line] of lines.entries()) {
    const problem = redirectUriProblem(line);
    if (problem) return { key: problem, values: { line: index + 1 } };
    if (seen.has(line)) return { key: 'redirectDuplicate', values: { line: index + 1 } };
    seen.add(line);
  }
  return null;
}

function nameMessage(name: string): FieldMessage | null {
  const length = [...name].length;
  if (length === 0) return { key: 'nameRequired' };
  if (length > NAME_MAX_LENGTH) return { key: 'nameTooLong' };
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) return { key: 'nameControl' };
  return null;
}

/**
 * Checks the form before anything is sent: invalid input gets a message at its field and no
 * request is made. Returns the registration to send when everything is valid.
 */
export function validateClientForm(values: ClientFormValues): {
  errors: ClientFormErrors;
  registration: ClientRegistration | null;
} {
  const name = values.name.trim();
  const lines = redirectUriLines(values.redirectUris);
  const errors: ClientFormErrors = {};
  const nameProblem = nameMessage(name);
  if (nameProblem) errors.name = nameProblem;
  if (values.type === '') errors.type = { key: 'typeRequired' };
  const redirectProblem = redirectUrisMessage(lines);
  if (redirectProblem) errors.redirectUris = redirectProblem;
  if (values.allowedScopes.length === 0) errors.allowedScopes = { key: 'scopesRequired' };
  if (Object.keys(errors).length > 0 || values.type === '') return { errors, registration: null };
  return {
    errors,
    registration: {
      name,
      type: values.type,
      redirectUris: lines,
      allowedScopes: KNOWN_SCOPES.filter((scope) => values.allowedScopes.includes(scope)),
    },
  };
}

/** The redirect URI of this web app's /oauth/test screen, for testing a client. */
export function testRedirectUri(webOrigin: string): string {
  return `${new URL(webOrigin).origin}/oauth/test`;
}
