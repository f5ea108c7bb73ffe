import { Suspense, useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@harmo/shared';
import { BootFrame } from './boot-frame';
import { patchRemoteRoutes } from './router';
import { createRoutePrefetcher, prefetchOnNavigation } from './route-prefetch';
import type { LinkWatchOptions } from './navigation-ahead';
import { navigationQueryOptions } from '../features/navigation';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/*
 * What prepares a navigation (the watchers of links, the helper that asks for a page's files at
 * once, and the lists of files it keeps) is not part of the first screen, which needs none of it:
 * one chunk, asked for as the app starts. The helper came with the first navigation before, a
 * request and a round trip after the click it was meant to shorten.
 */
const navigationAhead = () =>
  import(/* webpackChunkName: "navigation-ahead" */ './navigation-ahead');

const preloadRouteFilesOnDemand = (pathname: string) =>
  navigationAhead().then(
    ({ preloadRouteFiles }) => preloadRouteFiles(pathname),
    () => undefined,
  );

function watchLinksOnceLoaded(router: AppRouter, options: LinkWatchOptions): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  navigationAhead().then(
    ({ watchLinks }) => {
      if (!stopped) stop = watchLinks(document, router, options);
    },
    () => undefined,
  );
  return () => {
    stopped = true;
    stop?.();
  };
}

/**
 * Links to another remote's pages load that remote once the user shows the intent to follow (and
 * the page's links in view have their files' lists learnt before that, and the frame's tab bar
 * its entries, once the first page is shown); a page opened without
 * that intent (and the visit's first page) gets the same work as its navigation starts.
 */
function usePrefetch(router: AppRouter) {
  useEffect(() => {
    const prefetchFrame = () => queryClient.prefetchQuery(navigationQueryOptions());
    const prefetcher = createRoutePrefetcher(router, {
      patchRemoteRoutes,
      prefetchFrame,
      preloadFiles: preloadRouteFilesOnDemand,
    });
    const stopWatchingLinks = watchLinksOnceLoaded(router, {
      accepts: prefetcher.accepts,
      onIntent: (url) => void prefetcher.prefetch(url),
      learnFrame: () => void prefetchFrame(),
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
