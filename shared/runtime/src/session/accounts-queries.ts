import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, NETWORK_ERROR, apiRequest } from '../api/api-client';

/** A person as the product API shows them (an account, a family member, a sharer). */
export const accountProfileSchema = z.object({
  accountId: z.string().min(1),
  name: z.string(),
  kana: z.string(),
  gender: z.string(),
  birthDate: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

/** GET /ps/v1/accounts/me */
export const meSchema = accountProfileSchema.extend({
  email: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
});
export type Me = z.infer<typeof meSchema>;

/** GET /ps/v1/accounts/family */
export const familySchema = z.object({ family: z.array(accountProfileSchema) });
export type Family = z.infer<typeof familySchema>;

const sharingEntrySchema = z.object({ fromAccount: accountProfileSchema });

/** GET /ps/v1/accounts/sharing */
export const sharingSchema = z.object({
  receivedAccountSharing: z.array(sharingEntrySchema),
  familyAccountSharing: z.array(sharingEntrySchema),
});
export type Sharing = z.infer<typeof sharingSchema>;

export const ACCOUNTS_PATHS = {
  me: '/ps/v1/accounts/me',
  family: '/ps/v1/accounts/family',
  sharing: '/ps/v1/accounts/sharing',
} as const;

/** Query keys of the signed-in account's data; sign-out removes everything under `accounts`. */
export const accountsQueryKeys = {
  all: ['accounts'] as const,
  me: ['accounts', 'me'] as const,
  family: ['accounts', 'family'] as const,
  sharing: ['accounts', 'sharing'] as const,
};

/**
 * Cached user, family and sharing queries never go stale; they are refetched only when
 * the session changes (sign-in, sign-out) or a screen that changes them invalidates them.
 */
export const meQuery = {
  queryKey: accountsQueryKeys.me,
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    apiRequest(ACCOUNTS_PATHS.me, { schema: meSchema, signal }),
  staleTime: Infinity,
  retry: retryTransient,
};

export const familyQuery = {
  queryKey: accountsQueryKeys.family,
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    apiRequest(ACCOUNTS_PATHS.family, { schema: familySchema, signal }),
  staleTime: Infinity,
  retry: retryTransient,
};

export const sharingQuery = {
  queryKey: accountsQueryKeys.sharing,
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    apiRequest(ACCOUNTS_PATHS.sharing, { schema: sharingSchema, signal }),
  staleTime: Infinity,
  retry: retryTransient,
};

export const useMe = (enabled = true) => useQuery({ ...meQuery, enabled });
export const useFamily = (enabled = true) => useQuery({ ...familyQuery, enabled });
export const useSharing = (enabled = true) => useQuery({ ...sharingQuery, enabled });

/**
 * GET /ps/v1/accounts/me with a given id token, before it is stored: the check that a new
 * sign-in names an account. 404 means the identity has no harmo account yet.
 */
export async function fetchMeWithIdToken(idToken: string, baseUrl: string): Promise<Me> {
  let response: Response;
  try {
    response = await fetch(new URL(ACCOUNTS_PATHS.me, baseUrl), {
      headers: { Accept: 'application/json', Authorization: `Bearer ${idToken}` },
      credentials: 'include',
    });
  } catch {
    throw new ApiError(NETWORK_ERROR, 0, 'network_error');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const record = (body ?? {}) as Record<string, unknown>;
    throw new ApiError(
      String(record.message ?? response.statusText),
      response.status,
      String(record.error ?? `http_${response.status}`),
      body,
    );
  }
  const parsed = meSchema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError('Unexpected response from the server', response.status, 'invalid_response');
  }
  return parsed.data;
}

/** Retries only what may pass on a second try (network, server faults), never a refusal. */
export function retryTransient(failureCount: number, error: unknown): boolean {
  if (failureCount >= 3) return false;
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}
