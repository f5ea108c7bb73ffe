import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { ClientView, OAUTH_PATHS, pathWith, type ClientChanges } from '@harmo/contracts/oauth';
import { clientKeys } from './client-keys';

export interface ClientUpdate {
  clientId: string;
  changes: ClientChanges;
}

/** Changes the name, redirect URIs or allowed scopes of a client (its type never changes). */
export function updateClient({ clientId, changes }: ClientUpdate): Promise<ClientView> {
  return apiRequest(pathWith(OAUTH_PATHS.client, { clientId }), {
    method: 'PATCH',
    json: changes,
    schema: ClientView,
  });
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    // The consents name the client too, so a new name shows there as well.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}
