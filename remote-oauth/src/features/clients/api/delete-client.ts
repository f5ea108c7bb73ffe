import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { OAUTH_PATHS, pathWith } from '@harmo/contracts/oauth';
import { clientKeys } from './client-keys';

/** Deletes a client; every grant and token it holds is revoked with it. */
export async function deleteClient(clientId: string): Promise<void> {
  await apiRequest(pathWith(OAUTH_PATHS.client, { clientId }), { method: 'DELETE' });
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    // The consents given to the client go with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}
