import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNTS_PATHS } from '@harmo/contracts/accounts-paths';
import { apiRequest } from '../../api/api-client';
import { loadAccountsContract } from '../../api/contracts';
import { ACCOUNT_STALE_TIME, accountsQueryKeys } from './account-keys';

/** GET /ps/v1/accounts/sharing: the notebooks shared with the signed-in account. */
export function getSharing(signal?: AbortSignal) {
  return apiRequest(ACCOUNTS_PATHS.sharing, {
    schema: () => loadAccountsContract().then((contract) => contract.SharingResponse),
    signal,
  });
}

export const sharingQueryOptions = queryOptions({
  queryKey: accountsQueryKeys.sharing,
  queryFn: ({ signal }) => getSharing(signal),
  staleTime: ACCOUNT_STALE_TIME,
});

export const useSharing = (enabled = true) => useQuery({ ...sharingQueryOptions, enabled });
