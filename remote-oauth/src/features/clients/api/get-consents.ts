import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import { ConsentsResponse, OAUTH_PATHS, type ConsentView } from '@harmo/contracts/oauth';
import { clientKeys } from './client-keys';

export async function getConsents(signal?: AbortSignal): Promise<ConsentView[]> {
  const { consents } = await apiRequest(OAUTH_PATHS.consents, {
    schema: ConsentsResponse,
    signal,
  });
  return consents;
}

export function consentsQueryOptions() {
  return queryOptions({
    queryKey: clientKeys.consents,
    queryFn: ({ signal }) => getConsents(signal),
  });
}

/** What the user allowed which client to read (one consent per client and patient). */
export function useConsents() {
  return useQuery(consentsQueryOptions());
}
