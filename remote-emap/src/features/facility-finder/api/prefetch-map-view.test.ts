import { queryClient } from '@harmo/shared';
import type { facilityMapQueryParams } from '../../facilities';
import { boundsAround, useMapViewportStore } from '../../facility-map';
import { prefetchMapView } from './prefetch-map-view';

// The feature's index also holds the map component; nothing here draws a map.
jest.mock('react-leaflet', () => ({}));
jest.mock('@harmo/shared', () => ({
  ...jest.requireActual<object>('@harmo/shared'),
  queryClient: { prefetchQuery: jest.fn(async () => undefined) },
}));
const prefetchQuery = jest.mocked(queryClient.prefetchQuery);

function askedParams() {
  expect(prefetchQuery).toHaveBeenCalledTimes(1);
  const options = prefetchQuery.mock.calls[0]![0] as { queryKey: readonly unknown[] };
  return options.queryKey[2] as ReturnType<typeof facilityMapQueryParams>;
}

describe('the first data of a map screen, on a link’s intent', () => {
  beforeEach(() => {
    prefetchQuery.mockClear();
    window.innerWidth = 360;
    window.innerHeight = 740;
    useMapViewportStore.setState({ viewport: { lat: 34.7025, lng: 135.4959, zoom: 15 } });
  });

  it('asks for the whole window around the view the map opens on, so any map size is inside', async () => {
    await prefetchMapView({ pathname: '/emap', search: '', params: {} });
    const asked = askedParams();
    expect(asked.zoom).toBe(15);
    const window = boundsAround({ lat: 34.7025, lng: 135.4959 }, 15, 360, 740);
    expect(asked.west).toBeLessThan(window.west);
    expect(asked.east).toBeGreaterThan(window.east);
    expect(asked.south).toBeLessThan(window.south);
    expect(asked.north).toBeGreaterThan(window.north);
  });

  it('asks with the link’s filters, and with the screen’s fixed type', async () => {
    await prefetchMapView({ pathname: '/emap', search: '?type=hospital', params: {} });
    expect(askedParams()).toMatchObject({ type: 'hospital' });
    prefetchQuery.mockClear();
    await prefetchMapView(
      { pathname: '/prescription/find-from-map', search: '?type=hospital', params: {} },
      'pharmacy',
    );
    expect(askedParams()).toMatchObject({ type: 'pharmacy' });
  });

  it('asks for nothing with an opening-hours filter: the map asks for its own view then', async () => {
    await prefetchMapView({ pathname: '/emap', search: '?openNow=true', params: {} });
    expect(prefetchQuery).not.toHaveBeenCalled();
  });

  it('asks for nothing for a search link: that screen shows the results', async () => {
    await prefetchMapView({ pathname: '/emap', search: '?q=%E8%96%AC%E5%B1%80', params: {} });
    expect(prefetchQuery).not.toHaveBeenCalled();
  });
});
