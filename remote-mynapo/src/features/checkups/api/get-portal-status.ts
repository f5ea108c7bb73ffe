import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { CHECKUP_PATHS, PortalStatus } from '@harmo/contracts/checkups';
import { checkupKeys } from './checkup-keys';

export function getPortalStatus(signal?: AbortSignal): Promise<PortalStatus> {
  return apiRequest(CHECKUP_PATHS.portal, { schema: PortalStatus, signal });
}

export function portalStatusQueryOptions() {
  return queryOptions({
    queryKey: checkupKeys.portal(),
    queryFn: ({ signal }) => getPortalStatus(signal),
    staleTime: Infinity,
  });
}

/** Whether the api offers the マイナポータル link, and through which connection. */
export function usePortalStatus() {
  return useQuery(portalStatusQueryOptions());
}
