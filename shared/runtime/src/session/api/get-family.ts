import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNTS_PATHS, FamilyResponse } from '@harmo/contracts/accounts';
import { apiRequest } from '../../api/api-client';
import { ACCOUNT_STALE_TIME, accountsQueryKeys } from './account-keys';

/** GET /ps/v1/accounts/family: the family members the signed-in account keeps. */
export function getFamily(signal?: AbortSignal) {
  return apiRequest(ACCOUNTS_PATHS.family, { schema: FamilyResponse, signal });
}

export const familyQueryOptions = queryOptions({
  queryKey: accountsQueryKeys.family,
  queryFn: ({ signal }) => getFamily(signal),
  staleTime: ACCOUNT_STALE_TIME,
});

export const useFamily = (enabled = true) => useQuery({ ...familyQueryOptions, enabled });
