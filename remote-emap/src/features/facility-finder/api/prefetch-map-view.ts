import { queryClient, type PrefetchTarget } from '@harmo/shared';
import {
  clustersMadeInAdvance,
  facilityMapQueryOptions,
  viewAskedAround,
  type FacilityType,
} from '../../facilities';
import { boundsAround, openingViewport } from '../../facility-map';
import { finderStateFromParams } from '../utils/finder-state';

/**
 * Pixels added around the window: the map's view is rounded to about 10 m for its query, and its
 * rounded edges must still lie inside the area prefetched.
 */
const EDGE_PX = 16;

/**
 * The first data of a finder screen, asked for on a link's intent: the facilities of the area its
 * map opens on (the last view of this page, else the configured first view). The map is not on the page yet, so
 * its size is unknown; it cannot be larger than the window, so the answer for the window's size
 * around the map's centre holds its first view (`coveringFacilityMap`), and the map draws its
 * markers without asking.
 */
export async function prefetchMapView(
  { search }: PrefetchTarget,
  fixedType: FacilityType | null = null,
): Promise<void> {
  const { query, filters } = finderStateFromParams(new URLSearchParams(search), fixedType);
  // A search shows its results; with an opening-hours filter the map asks for its own view.
  if (query.trim() !== '' || !clustersMadeInAdvance(filters)) return;
  const { lat, lng, zoom } = openingViewport();
  // The page opened with its map, which asked for its own view before this prefetch came.
  if (viewAskedAround(queryClient, { lat, lng }, { zoom, filters })) return;
  const bounds = boundsAround(
    { lat, lng },
    zoom,
    window.innerWidth + 2 * EDGE_PX,
    window.innerHeight + 2 * EDGE_PX,
  );
  await queryClient.prefetchQuery(facilityMapQueryOptions({ bounds, zoom, filters }));
}
