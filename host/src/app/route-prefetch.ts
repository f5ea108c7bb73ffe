import { matchRoutes, type RouteObject } from 'react-router';
import { REMOTES, hasStoredSession, i18n, isFocusedRoute, routePrefetches } from '@harmo/shared';
import { ownerOf } from './route-ownership';

/** A page prefetched this recently is not prefetched again (its code is loaded; its data fresh). */
export const PREFETCH_REPEAT_MS = 30_000;

/** The parts of the app's router a prefetch uses. */
export interface PrefetchRouter {
  readonly routes: RouteObject[];
  readonly state: { location: { pathname: string } };
  patchRoutes: (routeId: string | null, children: RouteObject[]) => void;
}

export interface RoutePrefetcherOptions {
  /** Loads the remote that owns a path and patches its routes into the router. */
  patchRemoteRoutes: (
    path: string,
    patch: (routeId: string | null, children: RouteObject[]) => void,
  ) => Promise<void>;
  signedIn?: () => boolean;
  loadNamespace?: (namespace: string) => Promise<unknown>;
  /**
   * What the host's frame around a page shows besides the page (the tab bar's entries and
   * labels), asked for when the page is not a focused step: leaving sign-in for the map brings
   * the bar in, and it should not be drawn in the same moments as the map.
   */
  prefetchFrame?: () => Promise<unknown>;
  now?: () => number;
}

/** Runs a route's `lazy` (either form), so its screen's code is loaded before it is needed. */
async function loadLazy(route: RouteObject): Promise<void> {
  const lazy = route.lazy as unknown;
  if (typeof lazy === 'function') await (lazy as () => Promise<unknown>)();
  else if (lazy && typeof lazy === 'object') {
    await Promise.all(
      Object.values(lazy as Record<string, unknown>).map((load) =>
        typeof load === 'function' ? (load as () => Promise<unknown>)() : undefined,
      ),
    );
  }
}

/**
 * Prefetch on intent: when a link to another remote's page is about to be followed, the remote's
 * routes are patched into the router (so the navigation has nothing to wait for), the screen's
 * code and the remote's strings are loaded, and each matched route's declared first data is asked
 * for (`handle.prefetch`), with the frame's own data when the page shows the navigation. Guarded pages are left alone while nobody is signed in: the guard
 * would send the visitor to sign-in instead.
 */
export function createRoutePrefetcher(
  router: PrefetchRouter,
  {
    patchRemoteRoutes,
    signedIn = hasStoredSession,
    loadNamespace = (namespace) => i18n.loadNamespaces(namespace),
    prefetchFrame,
    now = Date.now,
  }: RoutePrefetcherOptions,
) {
  const startedAt = new Map<string, number>();

  /** Whether a link leads to a page of another remote than the one showing now, open to the user. */
  function accepts(url: URL): boolean {
    const owner = ownerOf(url.pathname);
    if (!owner) return false;
    const current = ownerOf(router.state.location.pathname);
    if (current?.remote === owner.remote) return false;
    return owner.access === 'public' || signedIn();
  }

  async function prefetch(url: URL): Promise<void> {
    const { pathname, search } = url;
    const key = pathname + search;
    const last = startedAt.get(key);
    if (last !== undefined && now() - last < PREFETCH_REPEAT_MS) return;
    startedAt.set(key, now());
    const namespace = REMOTES.find(
      (remote) => remote.name === ownerOf(pathname)?.remote,
    )?.namespace;
    try {
      await patchRemoteRoutes(pathname, (routeId, children) =>
        router.patchRoutes(routeId, children),
      );
      const matches = matchRoutes(router.routes, pathname) ?? [];
      const params = matches.at(-1)?.params ?? {};
      await Promise.all([
        ...matches.map((match) => loadLazy(match.route)),
        namespace ? loadNamespace(namespace) : undefined,
        ...routePrefetches(matches.map((match) => match.route)).map((first) =>
          first({ pathname, search, params }),
        ),
        isFocusedRoute(matches.map((match) => match.route)) ? undefined : prefetchFrame?.(),
      ]);
    } catch {
      // Nothing is shown for a failed prefetch: the navigation asks again and, if the remote is
      // down, shows the full-page error then. The next intent may try again.
      startedAt.delete(key);
    }
  }

  return { accepts, prefetch };
}
