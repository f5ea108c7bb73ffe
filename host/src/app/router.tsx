import { createBrowserRouter, replace, type RouteObject } from 'react-router';
import { FullPageError, routeTitle } from '@harmo/shared';
import { BootFrame } from './boot-frame';
import { RootLayout } from './RootLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { Guard } from '../features/guard';
import { ownerOf } from './route-ownership';
import { loadRemoteRoutes } from '../federation/remote-registry';
import { MENU_PATH } from '../features/navigation';

export const DEBUG_PATH = '/harmo-debug-114514';

/**
 * The host's own routes. Remote routes are not listed here: each remote exposes its route
 * objects, and they are patched in under the public or guarded branch the first time a path
 * of theirs is visited, so a remote is downloaded only when needed.
 */
export const hostRoutes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: BootFrame,
    children: [
      { index: true, loader: () => replace('/oauth/clients') },
      {
        path: DEBUG_PATH.slice(1),
        handle: routeTitle('host', 'debug.title'),
        lazy: async () => ({ Component: (await import('../features/debug')).DebugPage }),
      },
      {
        path: MENU_PATH.slice(1),
        handle: routeTitle('host', 'titles.menu'),
        lazy: async () => ({ Component: (await import('../features/menu')).MenuPage }),
      },
      { id: 'public', ErrorBoundary: RouteErrorBoundary, children: [] },
      { id: 'guarded', Component: Guard, ErrorBoundary: RouteErrorBoundary, children: [] },
      { path: '*', Component: FullPageError, handle: routeTitle('host', 'titles.notFound') },
    ],
  },
];

/** Finds the remote that owns a path and patches its routes under the right branch. */
export async function patchRemoteRoutes(
  path: string,
  patch: (routeId: string | null, children: RouteObject[]) => void,
): Promise<void> {
  const owner = ownerOf(path);
  if (!owner) return;
  const remote = await loadRemoteRoutes(owner.remote);
  const route = remote.routes.find((r) => r.path === owner.segment);
  if (route) patch(owner.access, [route]);
}

export function createAppRouter() {
  return createBrowserRouter(hostRoutes, {
    // A failure here (remote down) becomes a route error: the full-page error with reload,
    // and the next navigation tries the remote again.
    patchRoutesOnNavigation: ({ path, patch }) => patchRemoteRoutes(path, patch),
  });
}
