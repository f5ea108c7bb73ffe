import { Suspense } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { BareSpinner, queryClient } from '@harmo/shared';

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<BareSpinner />}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>
  );
}
