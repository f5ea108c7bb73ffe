import { Suspense, useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@harmo/shared';
import { BootFrame } from './boot-frame';
import { patchRemoteRoutes } from './router';
import { createRoutePrefetcher, prefetchOnNavigation } from './route-prefetch';
import type { LinkIntentOptions } from './link-intent';
import { navigationQueryOptions } from '../features/navigation';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The route files' helper is not part of the first screen, which needs none of it until a
 * navigation is about to start: its small chunk (0.6 KiB) comes with the first one.
 */
const preloadRouteFilesOnDemand = (pathname: string) =>
  import(/* webpackChunkName: "route-files" */ './route-files').then(
    ({ preloadRouteFiles }) => preloadRouteFiles(pathname),
    () => undefined,
  );

/**
 * What watches links for intent is a chunk of its own, asked for as the app starts: the first
 * screen's code neither carries it nor waits for it.
 */
function watchLinkIntentOnceLoaded(options: LinkIntentOptions): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  import(/* webpackChunkName: "link-intent" */ './link-intent').then(
    ({ watchLinkIntent }) => {
      if (!stopped) stop = watchLinkIntent(document, options);
    },
    () => undefined,
  );
  return () => {
    stopped = true;
    stop?.();
  };
}

/**
 * Links to another remote's pages load that remote once the user shows the intent to follow;
 * a page opened without that intent (and the visit's first page) gets the same work as its
 * navigation starts.
 */
function usePrefetch(router: AppRouter) {
  useEffect(() => {
    const prefetcher = createRoutePrefetcher(router, {
      patchRemoteRoutes,
      prefetchFrame: () => queryClient.prefetchQuery(navigationQueryOptions()),
      preloadFiles: preloadRouteFilesOnDemand,
    });
    const stopWatchingLinks = watchLinkIntentOnceLoaded({
      accepts: prefetcher.accepts,
      onIntent: (url) => void prefetcher.prefetch(url),
    });
    const stopWatchingNavigations = prefetchOnNavigation(router, prefetcher);
    return () => {
      stopWatchingLinks();
      stopWatchingNavigations();
    };
  }, [router]);
}

export function App({ router }: { router: AppRouter }) {
  usePrefetch(router);
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<BootFrame />}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>
  );
}
