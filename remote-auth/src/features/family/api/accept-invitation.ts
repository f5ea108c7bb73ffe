import { apiRequest } from '@harmo/shared';
import { ACCOUNTS_PATHS, Invitation } from '@harmo/contracts/accounts';
import { useSharingChange } from './use-sharing-change';

export function acceptInvitation(id: string) {
  return apiRequest(ACCOUNTS_PATHS.acceptInvitation(id), { method: 'POST', schema: Invitation });
}

export const useAcceptInvitation = () => useSharingChange(acceptInvitation);
