import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import type { MapResponse } from '@harmo/contracts/facilities';
import { NO_FILTERS } from '../types/facility';
import { useFacilityMap, type FacilityMapRequest } from './get-facility-map';

jest.mock('@harmo/shared', () => ({
  ...jest.requireActual<object>('@harmo/shared'),
  apiRequest: jest.fn(),
}));
const request = jest.mocked(apiRequest);

/** Calls to the api the test answers by hand, with the signal each was given. */
function pendingCalls() {
  const calls: { signal: AbortSignal | undefined; answer: (body: MapResponse) => void }[] = [];
  request.mockImplementation(
    (_path, options) =>
      new Promise((resolve) => {
        calls.push({ signal: options?.signal, answer: (body) => resolve(body as never) });
      }),
  );
  return calls;
}

function view(west: number): FacilityMapRequest {
  return {
    bounds: { west, south: 35.6, east: west + 0.05, north: 35.7 },
    zoom: 14,
    filters: NO_FILTERS,
  };
}

function answer(id: string): MapResponse {
  return {
    clusters: [],
    points: [{ id, name: id, type: 'pharmacy', lat: 35.65, lng: 139.7 }],
    total: 1,
    capped: false,
    zoom: 14,
  };
}

function setup(first: FacilityMapRequest) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook((current: FacilityMapRequest) => useFacilityMap(current), {
    wrapper,
    initialProps: first,
  });
}

describe('the markers of a map view', () => {
  beforeEach(() => request.mockReset());

  it('keeps the last view’s markers while the new view is asked for, then shows the new ones', async () => {
    const calls = pendingCalls();
    const hook = setup(view(139.7));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.answer(answer('shinjuku')));
    await waitFor(() => expect(hook.result.current.data?.points[0]?.id).toBe('shinjuku'));

    hook.rerender(view(139.6));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(hook.result.current.data?.points[0]?.id).toBe('shinjuku');
    expect(hook.result.current.isPlaceholderData).toBe(true);

    await act(async () => calls[1]!.answer(answer('nakano')));
    await waitFor(() => expect(hook.result.current.isPlaceholderData).toBe(false));
    expect(hook.result.current.data?.points[0]?.id).toBe('nakano');
  });

  it('cancels the request for a view the map has already left', async () => {
    const calls = pendingCalls();
    const hook = setup(view(139.7));
    await waitFor(() => expect(calls).toHaveLength(1));

    hook.rerender(view(139.6));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]!.signal?.aborted).toBe(true);
    expect(calls[1]!.signal?.aborted).toBe(false);

    // The answer of the view left behind is never shown, even if it still arrives.
    await act(async () => calls[0]!.answer(answer('left-behind')));
    await act(async () => calls[1]!.answer(answer('in-view')));
    await waitFor(() => expect(hook.result.current.data?.points[0]?.id).toBe('in-view'));
  });
});
