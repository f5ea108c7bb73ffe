import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, refreshPatients } from '@harmo/shared';
import { ACCOUNTS_PATHS, Invitation, InvitationsResponse } from '@harmo/contracts/accounts';

/** Under `accounts` with the rest of the signed-in account's data (a sign-out forgets it). */
export const invitationsQueryOptions = queryOptions({
  queryKey: ['accounts', 'invitations'],
  queryFn: ({ signal }) =>
    apiRequest(ACCOUNTS_PATHS.invitations, { schema: InvitationsResponse, signal }),
  staleTime: 0,
});

export const useInvitations = () => useQuery(invitationsQueryOptions);

/**
 * POST /ps/v1/accounts/sharing/invitations: invites someone to act for this account and the
 * family members it keeps, as it does itself, once they accept.
 */
export function inviteToShare(email: string) {
  return apiRequest(ACCOUNTS_PATHS.invitations, {
    method: 'POST',
    json: { email },
    schema: Invitation,
  });
}

export function acceptInvitation(id: string) {
  return apiRequest(ACCOUNTS_PATHS.acceptInvitation(id), { method: 'POST', schema: Invitation });
}

/** Ends a sharing from either side, withdraws an invitation, or refuses one. */
export async function endSharing(id: string): Promise<void> {
  await apiRequest(ACCOUNTS_PATHS.endSharing(id), { method: 'DELETE' });
}

/**
 * A change of sharing changes the invitations listed here and the notebooks the switcher
 * offers: both are loaded again.
 */
function useSharingChange<T>(mutationFn: (value: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invitationsQueryOptions.queryKey }),
        refreshPatients(),
      ]),
  });
}

export const useInvite = () => useSharingChange(inviteToShare);
export const useAcceptInvitation = () => useSharingChange(acceptInvitation);
export const useEndSharing = () => useSharingChange(endSharing);
