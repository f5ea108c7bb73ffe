import { useMutation } from '@tanstack/react-query';
import { apiRequest, refreshPatients } from '@harmo/shared';
import { ACCOUNTS_PATHS } from '@harmo/contracts/accounts';

/** DELETE /ps/v1/accounts/family/:accountId */
export async function removeFamilyMember(accountId: string): Promise<void> {
  await apiRequest(ACCOUNTS_PATHS.familyMember(accountId), { method: 'DELETE' });
}

/** The member leaves the switcher: the patients are loaded again. */
export function useRemoveFamilyMember() {
  return useMutation({ mutationFn: removeFamilyMember, onSuccess: () => refreshPatients() });
}
