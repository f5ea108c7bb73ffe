import type { RemoteName } from '@harmo/shared';

export type Access = 'public' | 'guarded';

/**
 * Which remote owns each first path segment, and who may see it (docs/routes.md).
 * Public: /auth/*, /emap/*; everything else needs a signed-in user.
 */
export const ROUTE_OWNERSHIP: Record<string, { remote: RemoteName; access: Access }> = {
  auth: { remote: 'auth', access: 'public' },
  oauth: { remote: 'oauth', access: 'guarded' },
  emap: { remote: 'emap', access: 'public' },
  prescription: { remote: 'emap', access: 'guarded' },
  guidance: { remote: 'guidance', access: 'guarded' },
  payment: { remote: 'guidance', access: 'guarded' },
  mynapo: { remote: 'mynapo', access: 'guarded' },
  projects: { remote: 'projects', access: 'guarded' },
  'jan-code': { remote: 'projects', access: 'guarded' },
  'e-scan': { remote: 'projects', access: 'guarded' },
};

export function ownerOf(pathname: string) {
  const segment = pathname.split('/').filter(Boolean)[0];
  if (!segment || !Object.hasOwn(ROUTE_OWNERSHIP, segment)) return null;
  return { segment, ...ROUTE_OWNERSHIP[segment]! };
}
