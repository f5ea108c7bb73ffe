import type { RouteObject } from 'react-router';
import type { BuildInfo } from '@harmo/shared';
import { pending } from './screens/pending';

/** i18n namespace of this remote; its files are served from this remote's /locales. */
export const namespace = 'emap';

export const buildInfo: BuildInfo = __HARMO_BUILD_INFO__;

/** Every route this remote owns, mounted by the host under their first path segment. */
export const routes: RouteObject[] = [
  {
    path: 'emap',
    children: [
      pending(null, 'map'),
      pending('find-by-area', 'findByArea'),
      pending('find-from-map', 'findFromMap'),
    ],
  },
  {
    path: 'prescription',
    children: [pending('find-from-map', 'prescriptionFindFromMap')],
  },
];
