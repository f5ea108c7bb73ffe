export interface RouteTreeNode {
  path?: string;
  index?: boolean;
  /** The modules the route's `lazy` imports. */
  imports: string[];
  children: RouteTreeNode[];
}

export function routeTreeOf(source: string, exportName?: string): RouteTreeNode[];
