import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { ACCOUNTS_PATHS, InvitationsResponse } from '@harmo/contracts/accounts';
import { sharingKeys } from './sharing-keys';

/**
 * GET /ps/v1/accounts/sharing/invitations: the sharings this account gave and those it
 * receives, pending or active.
 */
export function getInvitations(signal?: AbortSignal): Promise<InvitationsResponse> {
  return apiRequest(ACCOUNTS_PATHS.invitations, { schema: InvitationsResponse, signal });
}

export const invitationsQueryOptions = queryOptions({
  queryKey: sharingKeys.invitations,
  queryFn: ({ signal }) => getInvitations(signal),
  staleTime: 0,
});

export const useInvitations = () => useQuery(invitationsQueryOptions);
