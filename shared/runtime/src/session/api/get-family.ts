import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNTS_PATHS } from '@harmo/contracts/accounts-paths';
import { apiRequest } from '../../api/api-client';
import { loadAccountsContract } from '../../api/contracts';
import { ACCOUNT_STALE_TIME, accountsQueryKeys } from './account-keys';

/** GET /ps/v1/accounts/family: the family members the signed-in account keeps. */
export function getFamily(signal?: AbortSignal) {
  return apiRequest(ACCOUNTS_PATHS.family, {
    schema: () => loadAccountsContract().then((contract) => contract.FamilyResponse),
    signal,
  });
}

export const familyQueryOptions = queryOptions({
  queryKey: accountsQueryKeys.family,
  queryFn: ({ signal }) => getFamily(signal),
  staleTime: ACCOUNT_STALE_TIME,
});

export const useFamily = (enabled = true) => useQuery({ ...familyQueryOptions, enabled });
