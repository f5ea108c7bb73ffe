import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderWithStrings } from './render-with-strings';

/**
 * A component of this remote with its strings (Japanese unless a test asks for English), under
 * a query client of its own, so no answer is carried over from another test. A failed query is
 * told at once instead of being tried again, so a test sees an error without waiting for retries.
 * A test that needs a router passes it in `ui`: a screen test sets its own start address.
 */
export function renderWithQueryClient(ui: ReactElement, language: 'ja' | 'en' = 'ja') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithStrings(
    <QueryClientProvider client={client}>{ui}</QueryClientProvider>,
    language,
  );
}
