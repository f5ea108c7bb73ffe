import type { RouteObject } from 'react-router';
import { patchRemoteRoutes } from './router';
import { REMOTE_NAMES, isRemoteName } from '@harmo/shared';
import { ROUTE_OWNERSHIP, ownerOf } from './route-ownership';

jest.mock('../federation/remote-registry', () => ({
  loadRemoteRoutes: jest.fn(async (name: string) => {
    if (name === 'guidance') {
      return {
        namespace: 'guidance',
        buildInfo: { name: 'g', version: '1', builtAt: 'now' },
        routes: [{ path: 'guidance' }, { path: 'payment' }],
      };
    }
    throw new Error(`remote ${name} is down`);
  }),
}));

describe('composing remote routes', () => {
  it('finds the owner of a path by its first segment', () => {
    expect(ownerOf('/payment/credit-card')).toEqual({
      segment: 'payment',
      remote: 'guidance',
      access: 'guarded',
    });
    expect(ownerOf('/emap/find-by-area')).toEqual({
      segment: 'emap',
      remote: 'emap',
      access: 'public',
    });
    expect(ownerOf('/')).toBeNull();
    expect(ownerOf('/constructor')).toBeNull();
  });

  it('patches only the route object of the visited segment, under its access branch', async () => {
    const patch = jest.fn();
    await patchRemoteRoutes('/payment/credit-card', patch);
    expect(patch).toHaveBeenCalledTimes(1);
    const [branch, children] = patch.mock.calls[0] as [string, RouteObject[]];
    expect(branch).toBe('guarded');
    expect(children.map((r) => r.path)).toEqual(['payment']);
  });

  it('patches nothing for a path no remote owns', async () => {
    const patch = jest.fn();
    await patchRemoteRoutes('/no-such-area/x', patch);
    expect(patch).not.toHaveBeenCalled();
  });

  it('lets a remote failure surface as an error for the route boundary', async () => {
    await expect(patchRemoteRoutes('/mynapo/link-myna-data', jest.fn())).rejects.toThrow(
      'remote mynapo is down',
    );
  });
});

describe('route ownership', () => {
  it('names only remotes of the app list, and every remote owns a segment', () => {
    const owners = new Set(Object.values(ROUTE_OWNERSHIP).map((entry) => entry.remote));
    for (const owner of owners) expect(isRemoteName(owner)).toBe(true);
    expect([...owners].sort()).toEqual([...REMOTE_NAMES].sort());
  });
});
