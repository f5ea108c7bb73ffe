import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNTS_PATHS } from '@harmo/contracts/accounts-paths';
import { apiRequest } from '../../api/api-client';
import { loadAccountsContract } from '../../api/contracts';
import { ACCOUNT_STALE_TIME, accountsQueryKeys } from './account-keys';

/**
 * GET /ps/v1/accounts/me. With `idToken`, the call is made for a sign-in that is not stored yet
 * (the check that a new identity names an account); 404 means it has no account yet.
 */
export function getMe(options: { idToken?: string; signal?: AbortSignal } = {}) {
  const { idToken, signal } = options;
  return apiRequest(ACCOUNTS_PATHS.me, {
    schema: () => loadAccountsContract().then((contract) => contract.MeResponse),
    signal,
    ...(idToken ? { auth: false, headers: { Authorization: `Bearer ${idToken}` } } : {}),
  });
}

export const meQueryOptions = queryOptions({
  queryKey: accountsQueryKeys.me,
  queryFn: ({ signal }) => getMe({ signal }),
  staleTime: ACCOUNT_STALE_TIME,
});

export const useMe = (enabled = true) => useQuery({ ...meQueryOptions, enabled });
