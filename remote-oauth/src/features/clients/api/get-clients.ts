import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { ClientsResponse, OAUTH_PATHS, type ClientView } from '@harmo/contracts/oauth';
import { clientKeys } from './client-keys';

export type { ClientView as OAuthClient } from '@harmo/contracts/oauth';

/**
 * Every client of the signed-in user: the list's default page holds as many clients as an
 * account may register, so the console asks once and never pages.
 */
export async function getClients(signal?: AbortSignal): Promise<ClientView[]> {
  const { clients } = await apiRequest(OAUTH_PATHS.clients, { schema: ClientsResponse, signal });
  return clients;
}

export function clientsQueryOptions() {
  return queryOptions({
    queryKey: clientKeys.clients,
    queryFn: ({ signal }) => getClients(signal),
  });
}

/** The signed-in user's clients, newest first. */
export function useClients() {
  return useQuery(clientsQueryOptions());
}
