import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, getRuntimeConfig } from '@harmo/shared';
import { AuthorizationServerMetadata, DISCOVERY_PATH } from '@harmo/contracts/oauth';

/**
 * The authorization server's discovery document (its endpoints), read as any client would:
 * anonymously, without this site's cookies. The service URL may carry a path prefix, which the
 * discovery path goes under.
 */
export function getServerMetadata(signal?: AbortSignal): Promise<AuthorizationServerMetadata> {
  const base = getRuntimeConfig().oauthBaseUrl.replace(/\/+$/, '');
  return apiRequest(`${base}${DISCOVERY_PATH}`, {
    auth: false,
    credentials: 'omit',
    schema: AuthorizationServerMetadata,
    signal,
  });
}

export function serverMetadataQueryOptions() {
  return queryOptions({
    queryKey: ['oauth', 'serverMetadata'] as const,
    queryFn: ({ signal }) => getServerMetadata(signal),
  });
}

/** The authorization server's endpoints, as its discovery document names them. */
export function useServerMetadata() {
  return useQuery(serverMetadataQueryOptions());
}
