import { queryClient } from '@harmo/shared';
import { NO_FILTERS, facilityMapQueryOptions, type facilityMapQueryParams } from '../../facilities';
import { boundsAround, useMapViewportStore } from '../../facility-map';
import { prefetchMapView } from './prefetch-map-view';

// The feature's index also holds the map component; nothing here draws a map.
jest.mock('react-leaflet', () => ({}));
const prefetchQuery = jest.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);

function askedParams() {
  expect(prefetchQuery).toHaveBeenCalledTimes(1);
  const options = prefetchQuery.mock.calls[0]![0] as { queryKey: readonly unknown[] };
  return options.queryKey[2] as ReturnType<typeof facilityMapQueryParams>;
}

describe('the first data of a map screen, on a link’s intent', () => {
  beforeEach(() => {
    prefetchQuery.mockClear();
    queryClient.clear();
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

  describe('when the page opened with its map, which asked for its own view first', () => {
    const mapView = facilityMapQueryOptions({
      bounds: boundsAround({ lat: 34.7025, lng: 135.4959 }, 15, 360, 600),
      zoom: 15,
      filters: NO_FILTERS,
    });

    /** The map's own request, on its way until the cache is cleared after the test. */
    const mapAsking = () =>
      queryClient
        .fetchQuery({ ...mapView, queryFn: () => new Promise<never>(() => {}) })
        .catch(() => undefined);

    it('asks for nothing while the map’s request is on its way', async () => {
      void mapAsking();
      await prefetchMapView({ pathname: '/emap', search: '', params: {} });
      expect(prefetchQuery).not.toHaveBeenCalled();
    });

    it('asks for nothing once the map has its answer', async () => {
      queryClient.setQueryData(mapView.queryKey, {
        zoom: 15,
        total: 0,
        capped: false,
        clusters: [],
        points: [],
      });
      await prefetchMapView({ pathname: '/emap', search: '', params: {} });
      expect(prefetchQuery).not.toHaveBeenCalled();
    });

    it('still asks when the map’s view was at another zoom or with another type', async () => {
      void mapAsking();
      useMapViewportStore.setState({ viewport: { lat: 34.7025, lng: 135.4959, zoom: 14 } });
      await prefetchMapView({ pathname: '/emap', search: '', params: {} });
      expect(askedParams()).toMatchObject({ zoom: 14 });
      prefetchQuery.mockClear();
      useMapViewportStore.setState({ viewport: { lat: 34.7025, lng: 135.4959, zoom: 15 } });
      await prefetchMapView({ pathname: '/emap', search: '?type=hospital', params: {} });
      expect(askedParams()).toMatchObject({ type: 'hospital' });
    });
  });
});
