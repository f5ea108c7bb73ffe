import {
  createClientBody,
  inScopeOrder,
  type ClientIssue,
  type ClientMessages,
  type ClientRegistration,
  type ClientType,
  type KnownScope,
} from '@harmo/contracts/oauth';

/** What the create and edit forms hold: redirect URIs as typed, one per line. */
export interface ClientFormValues {
  name: string;
  type: ClientType | '';
  redirectUris: string;
  allowedScopes: KnownScope[];
}

/** A field message: an i18n key under clients.validation and its values. */
export interface FieldMessage {
  key: string;
  values?: Record<string, string | number>;
}
export type ClientFormErrors = Partial<Record<keyof ClientFormValues, FieldMessage>>;

/**
 * The console's wording of the contract's registration rules: the i18n key under
 * clients.validation of each. The form offers only known scopes, each once, so the two scope
 * issues it cannot cause share the key of an empty choice.
 */
const VALIDATION_KEYS: ClientMessages = {
  nameRequired: 'nameRequired',
  nameTooLong: 'nameTooLong',
  nameControl: 'nameControl',
  type: 'typeRequired',
  redirectRequired: 'redirectRequired',
  redirectTooMany: 'redirectTooMany',
  redirectDuplicate: 'redirectDuplicate',
  redirectTooLong: 'redirectTooLong',
  redirectFragment: 'redirectFragment',
  redirectInvalid: 'redirectInvalid',
  redirectCredentials: 'redirectCredentials',
  redirectHttp: 'redirectHttp',
  redirectScheme: 'redirectInvalid',
  scopeUnknown: 'scopesRequired',
  scopesRequired: 'scopesRequired',
  scopeDuplicate: 'scopesRequired',
} satisfies Record<ClientIssue, string>;

const registrationSchema = createClientBody(VALIDATION_KEYS);

/** The redirect URIs typed in the textarea: one per line, blank lines ignored. */
export const redirectUriLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);

/** Index of the first line that repeats an earlier one, or -1. */
function firstRepeat(lines: string[]): number {
  return lines.findIndex((line, index) => lines.indexOf(line) !== index);
}

/** The message of one refusal; redirect URI problems name their line (1-based). */
function messageOf(path: readonly PropertyKey[], key: string, lines: string[]): FieldMessage {
  if (path[0] !== 'redirectUris') return { key };
  const index = typeof path[1] === 'number' ? path[1] : firstRepeat(lines);
  return index >= 0 && key !== 'redirectTooMany' ? { key, values: { line: index + 1 } } : { key };
}

/** Count problems come before line problems; among lines the first one is shown. */
const rank = (message: FieldMessage): number => Number(message.values?.line ?? 0);

const FIELDS = new Set<string>(['name', 'type', 'redirectUris', 'allowedScopes']);

/**
 * Checks the form before anything is sent, with the same rules as the api: invalid input gets
 * one message at its field and no request is made. Returns the registration to send when
 * everything is valid, its scopes in the order the console lists them.
 */
export function validateClientForm(values: ClientFormValues): {
  errors: ClientFormErrors;
  registration: ClientRegistration | null;
} {
  const lines = redirectUriLines(values.redirectUris);
  const result = registrationSchema.safeParse({ ...values, redirectUris: lines });
  if (result.success) {
    return {
      errors: {},
      registration: { ...result.data, allowedScopes: inScopeOrder(result.data.allowedScopes) },
    };
  }
  const errors: ClientFormErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    if (!FIELDS.has(field)) continue;
    const message = messageOf(issue.path, issue.message, lines);
    const current = errors[field as keyof ClientFormValues];
    if (!current || rank(message) < rank(current)) {
      errors[field as keyof ClientFormValues] = message;
    }
  }
  return { errors, registration: null };
}

/** The redirect URI of this web app's /oauth/test screen, for testing a client. */
export function testRedirectUri(webOrigin: string): string {
  return `${new URL(webOrigin).origin}/oauth/test`;
}
