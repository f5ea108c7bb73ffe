import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { CreatedClientView, OAUTH_PATHS, type ClientRegistration } from '@harmo/contracts/oauth';
import { clientKeys } from './client-keys';

/** Registers a client; a confidential one's secret is in this answer only. */
export function createClient(registration: ClientRegistration): Promise<CreatedClientView> {
  return apiRequest(OAUTH_PATHS.clients, {
    method: 'POST',
    json: registration,
    schema: CreatedClientView,
  });
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.clients }),
  });
}
