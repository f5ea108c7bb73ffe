import { Suspense, useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { BareSpinner, queryClient } from '@harmo/shared';
import { patchRemoteRoutes } from './router';
import { createRoutePrefetcher } from './route-prefetch';
import { watchLinkIntent } from './link-intent';
import { navigationQueryOptions } from '../features/navigation';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Links to another remote's pages load that remote once the user shows the intent to follow. */
function usePrefetchOnIntent(router: AppRouter) {
  useEffect(() => {
    const prefetcher = createRoutePrefetcher(router, {
      patchRemoteRoutes,
      prefetchFrame: () => queryClient.prefetchQuery(navigationQueryOptions()),
    });
    return watchLinkIntent(document, {
      accepts: prefetcher.accepts,
      onIntent: (url) => void prefetcher.prefetch(url),
    });
  }, [router]);
}

export function App({ router }: { router: AppRouter }) {
  usePrefetchOnIntent(router);
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<BareSpinner />}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>
  );
}
