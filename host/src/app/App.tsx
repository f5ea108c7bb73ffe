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

/*
 * What prepares a navigation (the watcher of links for intent, and the helper that asks for a
 * page's files at once) is not part of the first screen, which needs neither: both come in one
 * chunk (the same chunk name), asked for as the app starts. The helper came with the first
 * navigation before, a request and a round trip after the click it was meant to shorten.
 */
const preloadRouteFilesOnDemand = (pathname: string) =>
  import(/* webpackChunkName: "navigation-ahead" */ './route-files').then(
    ({ preloadRouteFiles }) => preloadRouteFiles(pathname),
    () => undefined,
  );

function watchLinkIntentOnceLoaded(options: LinkIntentOptions): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  import(/* webpackChunkName: "navigation-ahead" */ './link-intent').then(
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
