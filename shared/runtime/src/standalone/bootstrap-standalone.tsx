import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  BareSpinner,
  FullPageError,
  followSystemTheme,
  initI18n,
  loadRuntimeConfig,
  queryClient,
  renderFirstInSlices,
  setSessionNavigator,
  startSession,
  type RemoteRoutesModule,
} from '@harmo/shared';
import { StandaloneFrame } from './StandaloneFrame';

/**
 * Starts a remote on its own origin, for the team that owns it: the same route objects the host
 * composes, inside a minimal frame, with no guard (the host owns guarding).
 */
export async function bootstrapStandalone(remote: RemoteRoutesModule): Promise<void> {
  followSystemTheme();
  await loadRuntimeConfig();
  void initI18n([remote.namespace]);
  // The same session as in the host: a remote's own team sees its screens signed in.
  void startSession();
  const router = createBrowserRouter([
    {
      path: '/',
      element: <StandaloneFrame remoteName={remote.buildInfo.name} />,
      errorElement: <FullPageError />,
      children: [...remote.routes, { path: '*', element: <FullPageError /> }],
    },
  ]);
  setSessionNavigator((path) => void router.navigate(path, { replace: true }));
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  await renderFirstInSlices(
    createRoot(container),
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<BareSpinner />}>
          <RouterProvider router={router} />
        </Suspense>
      </QueryClientProvider>
    </StrictMode>,
  );
}
