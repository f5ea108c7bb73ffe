import type { RemoteName } from '@harmo/shared';
import ownership from './route-ownership.json';

export type Access = 'public' | 'guarded';

/**
 * Which remote owns each first path segment, and who may see it (docs/routes.md).
 * Public: /auth/*, /emap/*; everything else needs a signed-in user.
 * The table is JSON because the host's server reads it too: the build writes it beside the
 * page, and the server preloads the owning remote's files with the page of a deep link.
 */
export const ROUTE_OWNERSHIP = ownership as Record<string, { remote: RemoteName; access: Access }>;

export function ownerOf(pathname: string) {
  const segment = pathname.split('/').filter(Boolean)[0];
  if (!segment || !Object.hasOwn(ROUTE_OWNERSHIP, segment)) return null;
  return { segment, ...ROUTE_OWNERSHIP[segment]! };
}
