import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { OAUTH_PATHS, RotatedSecretView, pathWith } from '@harmo/contracts/oauth';
import { clientKeys } from './client-keys';

/** A new secret for a confidential client, shown this once; the old one stops working. */
export function rotateClientSecret(clientId: string): Promise<RotatedSecretView> {
  return apiRequest(pathWith(OAUTH_PATHS.clientSecret, { clientId }), {
    method: 'POST',
    schema: RotatedSecretView,
  });
}

export function useRotateClientSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateClientSecret,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.clients }),
  });
}
