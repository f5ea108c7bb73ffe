import { apiRequest, getRuntimeConfig } from '@harmo/shared';
import { DISCOVERY_PATH } from '@harmo/contracts/oauth';
import type { ServerMetadata } from '../types/flow';
import { serverMetadataSchema } from '../types/flow';

/**
 * The authorization server's discovery document (its endpoints), read as any client would:
 * anonymously, without this site's cookies. The service URL may carry a path prefix, which the
 * discovery path goes under.
 */
export function getServerMetadata(): Promise<ServerMetadata> {
  const base = getRuntimeConfig().oauthBaseUrl.replace(/\/+$/, '');
  return apiRequest(`${base}${DISCOVERY_PATH}`, {
    auth: false,
    credentials: 'omit',
    schema: serverMetadataSchema,
  });
}
