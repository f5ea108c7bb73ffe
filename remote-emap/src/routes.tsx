import type { RouteObject } from 'react-router';
import type { BuildInfo } from '@harmo/shared';

/** i18n namespace of this remote; its files are served from this remote's /locales. */
export const namespace = 'emap';

export const buildInfo: BuildInfo = __HARMO_BUILD_INFO__;

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
        lazy: async () => ({
          Component: (await import('./screens/MapSearchScreen')).MapSearchScreen,
        }),
      },
      {
        path: 'find-by-area',
        lazy: async () => ({
          Component: (await import('./screens/FindByAreaScreen')).FindByAreaScreen,
        }),
      },
      {
        path: 'find-from-map',
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
        lazy: async () => ({
          Component: (await import('./screens/PrescriptionPharmacyScreen'))
            .PrescriptionPharmacyScreen,
        }),
      },
    ],
  },
];
