import fs from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router';
import { entriesFor, isInSection, type RouteHandle } from '@harmo/shared';
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
  auth: [
    '/auth/sign-in',
    '/auth/oauth2-callback',
    '/auth/sign-out',
    '/auth/create-account',
    '/auth/terms',
    '/auth/privacy',
    '/auth/account',
    '/auth/account/profile',
    '/auth/account/email',
    '/auth/account/password',
    '/auth/account/two-step',
    '/auth/account/devices',
    '/auth/account/delete',
    '/auth/family',
    '/auth/family/add',
    '/auth/family/invite',
  ],
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

/** Each path with the handle of the route that serves it. */
function pages(routes: RouteObject[], prefix = ''): { path: string; handle: RouteHandle }[] {
  return routes.flatMap((route) => {
    const own = route.index ? prefix : route.path ? `${prefix}/${route.path}` : prefix;
    if (route.children) return pages(route.children, own);
    // A redirect (a loader and nothing to show) is not a page.
    if (!route.element && !route.Component && !route.lazy) return [];
    return [{ path: own, handle: (route.handle ?? {}) as RouteHandle }];
  });
}

function strings(namespace: string, language: string): Record<string, unknown> {
  const dir = namespace === 'host' ? 'host' : `remote-${namespace}`;
  const file = path.join(__dirname, '../..', dir, 'locales', language, `${namespace}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
}

function lookUp(value: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => {
    return typeof node === 'object' && node !== null
      ? (node as Record<string, unknown>)[part]
      : undefined;
  }, value);
}

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

  it.each(Object.entries(remotes))(
    'every route of remote %s, and each view of one, declares its document title, in Japanese and English',
    (_name, remote) => {
      for (const page of pages(remote.routes)) {
        const title = page.handle.title;
        expect({ path: page.path, titled: Boolean(title) }).toEqual({
          path: page.path,
          titled: true,
        });
        // The route's own title and that of each view of it (sign-in's sign-up, say).
        const keys = [title!.key, ...Object.values(title!.views?.keys ?? {})];
        for (const language of ['ja', 'en']) {
          for (const key of keys) {
            const text = lookUp(strings(title!.namespace, language), key);
            expect({ path: page.path, key, language, text: typeof text }).toEqual({
              path: page.path,
              key,
              language,
              text: 'string',
            });
          }
        }
      }
    },
  );

  it('every navigation entry opens a served path, and ids are unique', () => {
    const served = Object.values(remotes).flatMap((remote) => paths(remote.routes));
    const entries = Object.values(remotes).flatMap((remote) => remote.navigation);
    for (const entry of entries) {
      expect(served).toContain(entry.to);
      expect(isInSection(entry, entry.to)).toBe(true);
    }
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    // At most four remote tabs: with the host's menu tab they fit a 360 px wide tab bar.
    expect(entriesFor(entries, 'tab').length).toBeLessThanOrEqual(4);
  });
});
