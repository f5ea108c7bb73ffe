import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest, clearLocalSession } from '@harmo/shared';
import { deleteIdentityUser } from '@harmo/shared/account-settings';
import { markSessionEnding } from '../../session-flow';
import { ACCOUNTS_PATHS } from '@harmo/contracts/accounts';

/**
 * Deletes the account for good: first its harmo data (DELETE /ps/v1/accounts/me: the account,
 * its family members and its sharings), then the sign-in itself (DeleteUser), then this
 * browser's session. Asked again after a failure half-way, a 404 from the first call means the
 * data is already gone and only the sign-in is left to delete.
 */
export async function deleteAccount(): Promise<void> {
  try {
    await apiRequest(ACCOUNTS_PATHS.me, { method: 'DELETE' });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  await deleteIdentityUser();
  markSessionEnding();
  clearLocalSession();
}

/** Deletes the account; the screen then leaves for the sign-in page, the session gone. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
