export interface RouteTreeNode {
  path?: string;
  index?: boolean;
  /** The handle marks a focused step (`focused: true`): no navigation around its page. */
  focused?: boolean;
  /**
   * The page head its handle declares: `routeTitle(ns, title, { lead })`, or
   * `routeTitle(ns, title, { opensOnMap: true })` (`map`).
   */
  head?: { title: string; lead?: string; map?: true };
  /** The api paths its handle declares the page asks for first: `{ earlyRequests: ['/ps/…'] }`. */
  earlyRequests?: string[];
  /** The modules the route's `lazy` imports. */
  imports: string[];
  children: RouteTreeNode[];
}

export function routeTreeOf(source: string, exportName?: string): RouteTreeNode[];

/**
 * `source` without the options of its `routeTitle(…)` calls that only the build reads (`lead`,
 * `opensOnMap`, `earlyRequests`), the rest as written.
 */
export function withoutFrameDeclarations(source: string): string;
