import { createPath, matchRoutes, type Path, type RouteObject } from 'react-router';
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
   * labels), asked for on intent when the page is not a focused step: leaving sign-in for the map
   * brings the bar in, and it should not be drawn in the same moments as the map. A navigation
   * nobody showed the intent for leaves it to the page's frame, once the page is shown. Usually
   * the entries are in already, learnt once the visit's first page was shown (frame-ahead.ts).
   */
  prefetchFrame?: () => Promise<unknown>;
  /**
   * Asks for the files the page at a path needs from its remote, all at once (route-files.ts),
   * before the remote's code finds them one after another.
   */
  preloadFiles?: (pathname: string) => Promise<void>;
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
 * for (`handle.prefetch`), with the frame's own data when the page shows the navigation. The
 * strings are asked for at once (the ownership table names the remote); the rest once the
 * remote's routes have come. Guarded pages are left alone while nobody is signed in: the guard
 * would send the visitor to sign-in instead.
 *
 * The same work serves a navigation nobody showed the intent for (a bare click, the back
 * button) and the first page of a visit: started as the navigation starts, the strings and the
 * first data travel beside the screen's code instead of after it.
 */
export function createRoutePrefetcher(
  router: PrefetchRouter,
  {
    patchRemoteRoutes,
    signedIn = hasStoredSession,
    loadNamespace = (namespace) => i18n.loadNamespaces(namespace),
    prefetchFrame,
    preloadFiles,
    now = Date.now,
  }: RoutePrefetcherOptions,
) {
  const startedAt = new Map<string, number>();

  /** Whether a page belongs to a remote and is open to the user now. */
  function opens(url: URL): boolean {
    const owner = ownerOf(url.pathname);
    return owner !== null && (owner.access === 'public' || signedIn());
  }

  /** Whether a link leads to a page of another remote than the one showing now, open to the user. */
  function accepts(url: URL): boolean {
    const current = ownerOf(router.state.location.pathname);
    return opens(url) && current?.remote !== ownerOf(url.pathname)?.remote;
  }

  /**
   * Prefetches the page at `url`. On intent (the default) the remote's routes are patched into
   * the router and the screen's code is loaded. For a navigation under way (`navigating`) the
   * router does both itself, and patching from outside while it navigates would race it: the
   * remote's routes are only read, to find the page's first data. The visit's first page
   * (`firstPage`) has its files preloaded by the server with the page itself.
   */
  async function prefetch(url: URL, { navigating = false, firstPage = false } = {}): Promise<void> {
    const { pathname, search } = url;
    const key = pathname + search;
    const last = startedAt.get(key);
    if (last !== undefined && now() - last < PREFETCH_REPEAT_MS) return;
    startedAt.set(key, now());
    if (!firstPage) void preloadFiles?.(pathname);
    const namespace = REMOTES.find(
      (remote) => remote.name === ownerOf(pathname)?.remote,
    )?.namespace;
    const strings = namespace ? loadNamespace(namespace) : undefined;
    // Awaited below; until then a failure must not surface as unhandled.
    strings?.catch(() => undefined);
    try {
      const remoteRoutes: RouteObject[] = [];
      await patchRemoteRoutes(pathname, (routeId, children) => {
        if (navigating) remoteRoutes.push(...children);
        else router.patchRoutes(routeId, children);
      });
      const routes = navigating ? [{ path: '/', children: remoteRoutes }] : router.routes;
      const matches = matchRoutes(routes, pathname) ?? [];
      const params = matches.at(-1)?.params ?? {};
      await Promise.all([
        ...(navigating ? [] : matches.map((match) => loadLazy(match.route))),
        strings,
        ...routePrefetches(matches.map((match) => match.route)).map((first) =>
          first({ pathname, search, params }),
        ),
        // During a navigation the frame's entries wait for the page: the layout asks for them once
        // it is shown, and reading them would otherwise hold up the screen on a slow phone.
        navigating || isFocusedRoute(matches.map((match) => match.route))
          ? undefined
          : prefetchFrame?.(),
      ]);
    } catch {
      // Nothing is shown for a failed prefetch: the navigation asks again and, if the remote is
      // down, shows the full-page error then. The next intent may try again.
      startedAt.delete(key);
    }
  }

  return { opens, accepts, prefetch };
}

/** The parts of the app's router watched for navigations as they start. */
export interface NavigatingRouter {
  readonly state: { location: Path; navigation: { location?: Path } };
  subscribe: (listener: (state: { navigation: { location?: Path } }) => void) => () => void;
}

/**
 * Starts the prefetch of the page a visit opens on, and of every page a navigation to another
 * remote starts for (one that nobody showed the intent for, or faster than the intent's delay).
 * A page already prefetched on intent is not asked for again. Returns a function that stops
 * watching.
 */
export function prefetchOnNavigation(
  router: NavigatingRouter,
  prefetcher: Pick<ReturnType<typeof createRoutePrefetcher>, 'opens' | 'accepts' | 'prefetch'>,
  origin: string = window.location.origin,
): () => void {
  const first = new URL(createPath(router.state.location), origin);
  if (prefetcher.opens(first)) {
    void prefetcher.prefetch(first, { navigating: true, firstPage: true });
  }
  return router.subscribe((state) => {
    const next = state.navigation.location;
    if (!next) return;
    const url = new URL(createPath(next), origin);
    if (prefetcher.accepts(url)) void prefetcher.prefetch(url, { navigating: true });
  });
}
