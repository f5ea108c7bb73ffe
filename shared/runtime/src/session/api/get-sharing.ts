import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNTS_PATHS, SharingResponse } from '@harmo/contracts/accounts';
import { apiRequest } from '../../api/api-client';
import { ACCOUNT_STALE_TIME, accountsQueryKeys } from './account-keys';

/** GET /ps/v1/accounts/sharing: the notebooks shared with the signed-in account. */
export function getSharing(signal?: AbortSignal) {
  return apiRequest(ACCOUNTS_PATHS.sharing, { schema: SharingResponse, signal });
}

export const sharingQueryOptions = queryOptions({
  queryKey: accountsQueryKeys.sharing,
  queryFn: ({ signal }) => getSharing(signal),
  staleTime: ACCOUNT_STALE_TIME,
});

export const useSharing = (enabled = true) => useQuery({ ...sharingQueryOptions, enabled });
