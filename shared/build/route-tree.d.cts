export interface RouteTreeNode {
  path?: string;
  index?: boolean;
  /** The handle marks a focused step (`focused: true`): no navigation around its page. */
  focused?: boolean;
  /** The keys of the page head its handle declares (`routeTitle(ns, title, { lead })`). */
  head?: { title: string; lead: string };
  /** The modules the route's `lazy` imports. */
  imports: string[];
  children: RouteTreeNode[];
}

export function routeTreeOf(source: string, exportName?: string): RouteTreeNode[];
