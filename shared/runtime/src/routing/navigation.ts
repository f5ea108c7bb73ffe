// zod's tree-shakable API, as for the runtime configuration: the host checks every remote's
// declaration at start-up, before any screen needs the shared zod.
import * as z from 'zod/mini';

/*
 * How an app takes part in the host's navigation and document titles.
 *
 * Navigation: each remote declares its entries in `src/navigation.json` (re-exported beside its
 * routes as `navigation` from `src/routes.tsx`). The build serves that file beside the remote's
 * manifest, so the host shows the tab bar and the menu from a few bytes per remote, before (and
 * without) loading any remote's code; a remote adds an area with its routes and no host change.
 *
 * Titles: each route object carries `handle: routeTitle(namespace, 'titles.<key>')`; the host
 * sets the document title of the deepest matched route that has one (`<section> – harmo`), or of
 * the view of it that the page's query names (`views`).
 */

/** Where an entry shows: in the tab bar (phones: bottom; wider screens: the side bar) or in the menu page. */
export const NAVIGATION_PLACEMENTS = ['tab', 'menu'] as const;
export type NavigationPlacement = (typeof NAVIGATION_PLACEMENTS)[number];

/** The icons the host draws for entries (the host owns the drawings). */
export const NAVIGATION_ICONS = [
  'pharmacy',
  'prescription',
  'notebook',
  'checkup',
  'menu',
  'partner',
  'project',
  'account',
  'family',
  'document',
] as const;
export type NavigationIcon = (typeof NAVIGATION_ICONS)[number];

export const navigationEntrySchema = z.strictObject({
  /** Unique across every app, `<remote>.<name>` ('emap.pharmacies'). */
  id: z.string().check(z.regex(/^[a-z][\w-]*\.[\w-]+$/)),
  /** Path the entry opens, on this origin. */
  to: z.string().check(z.regex(/^\/[\w\-/]*$/)),
  /** i18n key of the label in the declaring app's own namespace. */
  labelKey: z.string().check(z.regex(/^[A-Za-z]\w*(\.\w+)*$/)),
  placement: z.enum(NAVIGATION_PLACEMENTS),
  /** Entries of every app are shown together, lower order first. */
  order: z.int(),
  icon: z.enum(NAVIGATION_ICONS),
  /**
   * Path prefixes that belong to this section (marked `aria-current` while one is open);
   * `to` alone when left out.
   */
  sections: z.optional(z.array(z.string().check(z.regex(/^\/[\w\-/]*$/)))),
  /**
   * The label in each language (`{ ja, en }`), written by the build into the declaration a
   * remote serves, so that the host can draw the bar without the remote's strings.
   */
  labels: z.optional(z.strictObject({ ja: z.optional(z.string()), en: z.optional(z.string()) })),
});

export type NavigationEntry = z.infer<typeof navigationEntrySchema>;

/** The content of a remote's `src/navigation.json`. */
export const navigationDeclarationSchema = z.array(navigationEntrySchema);

/** Checks a declaration: used by each remote on its own file and by the host on what it fetched. */
export function parseNavigation(value: unknown): NavigationEntry[] {
  return navigationDeclarationSchema.parse(value);
}

/** A navigation entry together with the namespace its label key belongs to. */
export interface NamespacedNavigationEntry extends NavigationEntry {
  namespace: string;
}

/** The title of a route: a key in an i18n namespace (normally the remote's own). */
export interface RouteTitle {
  namespace: string;
  key: string;
  /**
   * Views of one route told apart by a query parameter (sign-in's `?flow=sign-up`), each titled
   * after itself: the key for each value of `param`. Another value, or none, takes `key`.
   */
  views?: { param: string; keys: Readonly<Record<string, string>> };
}

/** The page a link leads to, as a route's prefetch receives it. */
export interface PrefetchTarget {
  pathname: string;
  search: string;
  /** The route params of the path (`projectId` of `/projects/:projectId`). */
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * Asks for the first data a route's screen shows, into the query cache, so the screen finds it
 * there. The host calls it when the user shows the intent to open a link to the route (hover,
 * focus, touch), before the click; it only warms caches (never changes anything or shows
 * anything), and a failure is left to the screen, which asks again.
 */
export type RoutePrefetch = (target: PrefetchTarget) => Promise<unknown>;

/** What the host reads from a route object's `handle`. */
export interface RouteHandle {
  title?: RouteTitle;
  /**
   * A step the user finishes before going anywhere else (sign-in, a partner's consent screen):
   * the host shows no tab bar or side navigation there.
   */
  focused?: boolean;
  /** The route's first data, asked for on a link's intent (see `RoutePrefetch`). */
  prefetch?: RoutePrefetch;
}

/**
 * What a route declares for the frame its page paints from the HTML, before any code has come.
 * Only the build reads these, from `routes.tsx` as written (route-tree.cjs), and then takes them
 * out of the app's bundle (route-declarations-loader.cjs): the app pays nothing for them.
 */
export interface FrameDeclaration {
  /**
   * The key of the screen's lead, the paragraph under its heading (the title): the app server
   * paints both with the frame; the screen must show them as its first two blocks.
   */
  lead?: string;
  /**
   * The screen opens with the facility map under its heading and search: the app server paints
   * the map's first view (the configuration's `map.firstView`) where the map will be.
   */
  opensOnMap?: boolean;
  /**
   * Paths of the api (GET, without parameters) the screen asks for first, with the session:
   * started by the page itself before any code has come, on a page the browser holds a session
   * for, as the session's own first requests are. For a screen whose layout waits for an answer.
   */
  earlyRequests?: readonly string[];
}

/** The `handle` of a route whose document title is `t(key)` of `namespace`. */
export function routeTitle(
  namespace: string,
  key: string,
  options?: {
    focused?: boolean;
    prefetch?: RoutePrefetch;
    views?: RouteTitle['views'];
  } & FrameDeclaration,
): RouteHandle {
  const handle: RouteHandle = { title: { namespace, key, views: options?.views } };
  if (options?.focused) handle.focused = true;
  if (options?.prefetch) handle.prefetch = options.prefetch;
  return handle;
}

/** The prefetch of every matched route that declares one, outermost first. */
export function routePrefetches(matches: readonly { handle?: unknown }[]): RoutePrefetch[] {
  return matches.flatMap((match) => {
    const prefetch = (match.handle as RouteHandle | undefined)?.prefetch;
    return prefetch ? [prefetch] : [];
  });
}

/**
 * The title of the deepest route that declares one, from react-router's matches, with the key of
 * the view the page's query (`search`, as `location.search`) names.
 */
export function deepestRouteTitle(
  matches: readonly { handle?: unknown }[],
  search = '',
): RouteTitle | null {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = (matches[i]!.handle as RouteHandle | undefined)?.title;
    if (title) {
      const view = title.views && new URLSearchParams(search).get(title.views.param);
      // Own keys only: `?flow=constructor` names no view.
      return view && Object.hasOwn(title.views!.keys, view)
        ? { namespace: title.namespace, key: title.views!.keys[view]! }
        : title;
    }
  }
  return null;
}

/** Whether a matched route asks for a page without navigation. */
export function isFocusedRoute(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.focused === true);
}

/** Whether a path lies in an entry's section: the path itself or below it. */
export function isInSection(entry: NavigationEntry, pathname: string): boolean {
  return (entry.sections ?? [entry.to]).some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix.replace(/\/$/, '')}/`),
  );
}

/** Entries of one placement, in order (ties by id so the order never depends on load order). */
export function entriesFor<T extends NavigationEntry>(
  entries: readonly T[],
  placement: NavigationPlacement,
): T[] {
  return entries
    .filter((entry) => entry.placement === placement)
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}
