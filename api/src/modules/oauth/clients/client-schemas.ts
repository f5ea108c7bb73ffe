import { z } from 'zod';
import { KNOWN_SCOPES } from '../scopes';

export const CLIENT_NAME_MAX_LENGTH = 80;
export const REDIRECT_URI_LIMIT = 10;
export const REDIRECT_URI_MAX_LENGTH = 2000;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Length in characters as a person counts them (a surrogate pair is one). */
const characterCount = (value: string): number => [...value].length;

/**
 * Why a redirect URI cannot be registered, or null when it can. Security rules: absolute;
 * https, or http only on a loopback host (a developer's own machine); no fragment (the code is
 * sent in the query and must not be mixed with one); no user name or password in it.
 */
export function redirectUriProblem(value: string): string | null {
  if (value.includes('#')) return 'must not contain a fragment (#)';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an absolute URL';
  }
  if (url.username || url.password) return 'must not contain a user name or password';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:') {
    return LOOPBACK_HOSTS.has(url.hostname) ? null : 'http is only allowed for localhost';
  }
  return 'must use https (or http on localhost)';
}

export const ClientName = z
  .string()
  .trim()
  .refine(
    (value) => characterCount(value) >= 1 && characterCount(value) <= CLIENT_NAME_MAX_LENGTH,
    { error: `must be 1 to ${CLIENT_NAME_MAX_LENGTH} characters` },
  )
  .refine((value) => !/\p{Cc}/u.test(value), { error: 'must not contain control characters' })
  .describe('Name shown to patients on the consent screen (1–80 characters)');

export const ClientType = z
  .enum(['public', 'confidential'], { error: 'must be public or confidential' })
  .describe('public: no secret, PKCE required (apps, SPAs); confidential: has a secret (servers)');

export const RedirectUri = z
  .string()
  .max(REDIRECT_URI_MAX_LENGTH, { error: `must be at most ${REDIRECT_URI_MAX_LENGTH} characters` })
  .superRefine((value, ctx) => {
    const problem = redirectUriProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const unique = (values: readonly string[]) => new Set(values).size === values.length;

export const RedirectUris = z
  .array(RedirectUri)
  .min(1, { error: 'at least one redirect URI is required' })
  .max(REDIRECT_URI_LIMIT, { error: `at most ${REDIRECT_URI_LIMIT} redirect URIs` })
  .refine(unique, { error: 'must not repeat a redirect URI' })
  .describe('Exact redirect URIs (https, or http on localhost; no fragment)');

export const AllowedScopes = z
  .array(z.enum(KNOWN_SCOPES, { error: `must be one of ${KNOWN_SCOPES.join(', ')}` }))
  .min(1, { error: 'at least one scope is required' })
  .refine(unique, { error: 'must not repeat a scope' })
  .describe('Scopes this client may request');

export const CreateClientBody = z.object({
  name: ClientName,
  type: ClientType,
  redirectUris: RedirectUris,
  allowedScopes: AllowedScopes,
});

export const UpdateClientBody = z
  .object({
    name: ClientName.optional(),
    redirectUris: RedirectUris.optional(),
    allowedScopes: AllowedScopes.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'give at least one of name, redirectUris, allowedScopes',
  });

export const ClientView = z.object({
  clientId: z.string(),
  name: z.string(),
  type: ClientType,
  redirectUris: z.array(z.string()),
  allowedScopes: z.array(z.enum(KNOWN_SCOPES)),
  createdAt: z.string().describe('ISO 8601'),
  updatedAt: z.string().describe('ISO 8601'),
});
export type ClientView = z.infer<typeof ClientView>;

export const CreatedClientView = ClientView.extend({
  clientSecret: z
    .string()
    .optional()
    .describe('Confidential clients only: shown this once, stored only as a hash'),
});

export const RotatedSecretView = z.object({
  clientId: z.string(),
  clientSecret: z.string().describe('The new secret, shown this once; the old one stops working'),
});

export const ClientIdParams = z.object({ clientId: z.string().min(1).max(100) });
