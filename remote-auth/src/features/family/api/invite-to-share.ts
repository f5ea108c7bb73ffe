import { apiRequest } from '@harmo/shared';
import { ACCOUNTS_PATHS, Invitation } from '@harmo/contracts/accounts';
import { useSharingChange } from './use-sharing-change';

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

export const useInvite = () => useSharingChange(inviteToShare);
