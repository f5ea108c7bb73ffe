import { apiRequest } from '@harmo/shared';
import { ACCOUNTS_PATHS } from '@harmo/contracts/accounts';
import { useSharingChange } from './use-sharing-change';

/** Ends a sharing from either side, withdraws an invitation, or refuses one. */
export async function endSharing(id: string): Promise<void> {
  await apiRequest(ACCOUNTS_PATHS.endSharing(id), { method: 'DELETE' });
}

export const useEndSharing = () => useSharingChange(endSharing);
