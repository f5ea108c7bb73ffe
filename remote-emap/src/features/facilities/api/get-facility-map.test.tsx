import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { apiRequest } from '@harmo/shared';
import type { MapResponse } from '@harmo/contracts/facilities-answers';
import { NO_FILTERS } from '../types/facility';
import {
  facilityMapQueryOptions,
  useFacilityMap,
  type FacilityMapRequest,
} from './get-facility-map';

jest.mock('@harmo/shared', () => ({
  ...jest.requireActual<object>('@harmo/shared'),
  apiRequest: jest.fn(),
}));
const request = jest.mocked(apiRequest);

/** Calls to the api the test answers by hand, with the signal each was given. */
function pendingCalls() {
  const calls: {
    signal: AbortSignal | undefined;
    answer: (body: MapResponse) => void;
    fail: (error: Error) => void;
  }[] = [];
  request.mockImplementation(
    (_path, options) =>
      new Promise((resolve, reject) => {
        calls.push({
          signal: options?.signal,
          answer: (body) => resolve(body as never),
          fail: reject,
        });
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

function setup(
  first: FacilityMapRequest,
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
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

describe('a view inside an area already answered', () => {
  beforeEach(() => request.mockReset());

  /** A client holding the answer for a wide area around Tokyo Station at zoom 14. */
  function clientWith(wide: MapResponse, filters = NO_FILTERS) {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const area = { west: 139.74, south: 35.66, east: 139.8, north: 35.7 };
    queryClient.setQueryData(
      facilityMapQueryOptions({ bounds: area, zoom: 14, filters }).queryKey,
      wide,
    );
    return queryClient;
  }
  const inside: FacilityMapRequest = {
    bounds: { west: 139.75, south: 35.67, east: 139.78, north: 35.69 },
    zoom: 14,
    filters: NO_FILTERS,
  };

  it('is drawn from that answer, cut to the view, without asking', async () => {
    const calls = pendingCalls();
    const wide: MapResponse = {
      clusters: [
        { id: 'c-in', lat: 35.68, lng: 139.76, count: 12, expansionZoom: 16 },
        { id: 'c-out', lat: 35.695, lng: 139.79, count: 30, expansionZoom: 16 },
      ],
      points: [
        { id: 'tokyo-station', name: '東京駅前薬局', type: 'pharmacy', lat: 35.681, lng: 139.767 },
        { id: 'ochanomizu', name: 'お茶の水薬局', type: 'pharmacy', lat: 35.699, lng: 139.765 },
      ],
      total: 44,
      capped: false,
      zoom: 14,
    };
    const hook = setup(inside, clientWith(wide));
    expect(hook.result.current.data).toEqual({
      clusters: [wide.clusters[0]],
      points: [wide.points[0]],
      total: 13,
      capped: false,
      zoom: 14,
    });
    expect(hook.result.current.isPlaceholderData).toBe(false);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['reaches outside the area', { ...inside, bounds: { ...inside.bounds, east: 139.81 } }],
    ['is at another zoom', { ...inside, zoom: 15 }],
    ['has other filters', { ...inside, filters: { ...NO_FILTERS, type: 'pharmacy' as const } }],
  ])('is asked for when it %s', async (_case, asked) => {
    const calls = pendingCalls();
    const hook = setup(asked, clientWith(answer('tokyo-station')));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(hook.result.current.data).toBeUndefined();
  });

  it('is asked for with an opening-hours filter, which the api clusters over the area asked for', async () => {
    const calls = pendingCalls();
    const openNow = { ...NO_FILTERS, hours: { kind: 'openNow' as const } };
    setup({ ...inside, filters: openNow }, clientWith(answer('tokyo-station'), openNow));
    await waitFor(() => expect(calls).toHaveLength(1));
  });

  it('is asked for when the area’s answer left items out', async () => {
    const calls = pendingCalls();
    setup(inside, clientWith({ ...answer('tokyo-station'), capped: true }));
    await waitFor(() => expect(calls).toHaveLength(1));
  });

  it('is asked for when the area was answered at a lower zoom than asked', async () => {
    const calls = pendingCalls();
    setup(inside, clientWith({ ...answer('tokyo-station'), zoom: 12 }));
    await waitFor(() => expect(calls).toHaveLength(1));
  });
});

describe('a view inside an area whose answer is on its way', () => {
  beforeEach(() => request.mockReset());

  const area: FacilityMapRequest = {
    bounds: { west: 139.74, south: 35.66, east: 139.8, north: 35.7 },
    zoom: 14,
    filters: NO_FILTERS,
  };
  const inside: FacilityMapRequest = {
    bounds: { west: 139.75, south: 35.67, east: 139.78, north: 35.69 },
    zoom: 14,
    filters: NO_FILTERS,
  };

  /** A client whose request for the wide area (the prefetch of an opening map) is in flight. */
  function clientAskingForArea() {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    void queryClient.prefetchQuery(facilityMapQueryOptions(area));
    return queryClient;
  }

  it('waits for that answer and is drawn from it, cut to the view, without a second request', async () => {
    const calls = pendingCalls();
    const hook = setup(inside, clientAskingForArea());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(calls).toHaveLength(1);
    const outside = { id: 'ochanomizu', name: 'お茶の水薬局', type: 'pharmacy' as const };
    await act(async () =>
      calls[0]!.answer({
        clusters: [],
        points: [
          {
            id: 'tokyo-station',
            name: '東京駅前薬局',
            type: 'pharmacy',
            lat: 35.681,
            lng: 139.767,
          },
          { ...outside, lat: 35.699, lng: 139.765 },
        ],
        total: 2,
        capped: false,
        zoom: 14,
      }),
    );
    await waitFor(() => expect(hook.result.current.data?.total).toBe(1));
    expect(hook.result.current.data?.points.map((point) => point.id)).toEqual(['tokyo-station']);
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['left items out', { ...answer('tokyo-station'), capped: true }],
    ['came at a lower zoom', { ...answer('tokyo-station'), zoom: 12 }],
  ])('asks for the view itself when that answer %s', async (_case, body) => {
    const calls = pendingCalls();
    const hook = setup(inside, clientAskingForArea());
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.answer(body));
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => calls[1]!.answer(answer('own')));
    await waitFor(() => expect(hook.result.current.data?.points[0]?.id).toBe('own'));
  });

  it('asks for the view itself when that request fails', async () => {
    const calls = pendingCalls();
    const hook = setup(inside, clientAskingForArea());
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.fail(new Error('offline')));
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => calls[1]!.answer(answer('own')));
    await waitFor(() => expect(hook.result.current.data?.points[0]?.id).toBe('own'));
  });
});
