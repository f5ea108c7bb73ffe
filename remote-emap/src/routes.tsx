import type { RouteObject } from 'react-router';
import {
  parseNavigation,
  routeTitle,
  type BuildInfo,
  type NavigationEntry,
  type RoutePrefetch,
} from '@harmo/shared';
import type { FacilityType } from '@harmo/contracts/facilities-answers';
import type * as Finder from './features/facility-finder';
import navigationDeclaration from './navigation.json';

/** i18n namespace of this remote; its files are served from this remote's /locales. */
export const namespace = 'emap';

export const buildInfo: BuildInfo = __HARMO_BUILD_INFO__;

/**
 * This remote's entries in the host's tab bar and menu, written in `navigation.json` beside this
 * file: the host reads the copy served beside the manifest before this code loads.
 */
export const navigation: NavigationEntry[] = parseNavigation(navigationDeclaration);

/**
 * The first data of a map screen (`prefetchMapView`), with the facility type the screen fixes. It
 * is imported in each route's handle, where the build finds it and lists its files with the
 * screen's: a tap on a link to the map has them asked for at once, and the request for the
 * facilities leaves as soon as the routes are known, without the map library the rest of the
 * feature holds.
 */
const mapViewPrefetch =
  (
    loadFinder: () => Promise<typeof Finder>,
    fixedType: FacilityType | null = null,
  ): RoutePrefetch =>
  async (target) =>
    (await loadFinder()).prefetchMapView(target, fixedType);

/**
 * Every route this remote owns, mounted by the host under their first path segment. Screens
 * load on first visit: the map library is only fetched by someone who opens a map.
 */
export const routes: RouteObject[] = [
  {
    path: 'emap',
    children: [
      {
        index: true,
        handle: routeTitle(namespace, 'titles.map', {
          opensOnMap: true,
          prefetch: mapViewPrefetch(
            () => import(/* webpackExports: ["prefetchMapView"] */ './features/facility-finder'),
          ),
        }),
        lazy: async () => ({
          Component: (await import('./screens/MapSearchScreen')).MapSearchScreen,
        }),
      },
      {
        path: 'find-by-area',
        handle: routeTitle(namespace, 'titles.findByArea'),
        lazy: async () => ({
          Component: (await import('./screens/FindByAreaScreen')).FindByAreaScreen,
        }),
      },
      {
        path: 'find-from-map',
        handle: routeTitle(namespace, 'titles.findFromMap', {
          prefetch: mapViewPrefetch(
            () => import(/* webpackExports: ["prefetchMapView"] */ './features/facility-finder'),
          ),
        }),
        lazy: async () => ({
          Component: (await import('./screens/FindFromMapScreen')).FindFromMapScreen,
        }),
      },
    ],
  },
  {
    path: 'prescription',
    children: [
      {
        path: 'find-from-map',
        handle: routeTitle(namespace, 'titles.prescriptionFindFromMap', {
          prefetch: mapViewPrefetch(
            () => import(/* webpackExports: ["prefetchMapView"] */ './features/facility-finder'),
            'pharmacy',
          ),
        }),
        lazy: async () => ({
          Component: (await import('./screens/PrescriptionPharmacyScreen'))
            .PrescriptionPharmacyScreen,
        }),
      },
    ],
  },
];
