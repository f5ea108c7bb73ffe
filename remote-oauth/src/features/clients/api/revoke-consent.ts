import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { OAUTH_PATHS, pathWith } from '@harmo/contracts/oauth';
import { clientKeys } from './client-keys';

/** Withdraws a consent: its grant and every token issued under it are revoked. */
export async function revokeConsent(grantId: string): Promise<void> {
  await apiRequest(pathWith(OAUTH_PATHS.consent, { grantId }), { method: 'DELETE' });
}

export function useRevokeConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeConsent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.consents }),
  });
}
