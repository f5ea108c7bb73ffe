import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { loadRuntimeConfig } from './config/runtime-config';
import { initI18n } from './i18n/i18n';
import { followSystemTheme } from './theme/theme';
import { queryClient } from './query/query-client';
import type { RemoteRoutesModule } from './federation/remote-module';
import { StandaloneFrame } from './ui/StandaloneFrame';
import { FullPageError } from './ui/FullPageError';
import { BareSpinner } from './ui/Spinner';
import { startSession } from './session/session-lifecycle';
import { setSessionNavigator } from './session/session-navigation';
import { renderFirstInSlices } from './first-render';

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
