import type { RouteObject } from 'react-router';
import { ROUTE_OWNERSHIP } from '../../host/src/app/route-ownership';
import * as auth from '../../remote-auth/src/routes';
import * as oauth from '../../remote-oauth/src/routes';
import * as emap from '../../remote-emap/src/routes';
import * as guidance from '../../remote-guidance/src/routes';
import * as mynapo from '../../remote-mynapo/src/routes';
import * as projects from '../../remote-projects/src/routes';

const remotes = { auth, oauth, emap, guidance, mynapo, projects };

function paths(routes: RouteObject[], prefix = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.index ? prefix : route.path ? `${prefix}/${route.path}` : prefix;
    return [...(route.children ? paths(route.children, own) : [own])];
  });
}

/** The route table (docs/routes.md), remote by remote. */
const OWNED_ROUTES = {
  auth: ['/auth/sign-in', '/auth/oauth2-callback', '/auth/sign-out', '/auth/create-account'],
  oauth: [
    '/oauth/clients',
    '/oauth/test',
    '/oauth/auth',
    '/oauth/choose-account',
    '/oauth/complete',
  ],
  emap: ['/emap', '/emap/find-by-area', '/emap/find-from-map', '/prescription/find-from-map'],
  guidance: [
    '/guidance',
    '/guidance/find-facility',
    '/guidance/:dispensingOrderId',
    '/guidance/new',
    '/guidance/confirm',
    '/guidance/new-prescription',
    '/guidance/confirm-prescription',
    '/guidance/prescription/:dispensingOrderId',
    '/payment/credit-card',
  ],
  mynapo: ['/mynapo', '/mynapo/link-myna-data', '/mynapo/special-health-check-up-data'],
  projects: [
    '/projects',
    '/projects/qr-code-scanner',
    '/projects/create',
    '/projects/:projectId',
    '/jan-code',
    '/e-scan/qr-result',
  ],
};

describe('route table', () => {
  it.each(Object.entries(OWNED_ROUTES))(
    'remote %s serves exactly the routes it owns',
    (name, expected) => {
      const served = paths(remotes[name as keyof typeof remotes].routes);
      expect(new Set(served)).toEqual(new Set(expected));
    },
  );

  it('the host sends each first path segment to the remote that serves it', () => {
    for (const [name, remote] of Object.entries(remotes)) {
      for (const route of remote.routes) {
        expect(ROUTE_OWNERSHIP[route.path!]?.remote).toBe(name);
      }
    }
    const owned = Object.values(remotes).flatMap((r) => r.routes.map((route) => route.path));
    expect(new Set(owned)).toEqual(new Set(Object.keys(ROUTE_OWNERSHIP)));
  });

  it('only /auth and /emap are public', () => {
    const publicSegments = Object.entries(ROUTE_OWNERSHIP)
      .filter(([, owner]) => owner.access === 'public')
      .map(([segment]) => segment);
    expect(publicSegments.sort()).toEqual(['auth', 'emap']);
  });
});
