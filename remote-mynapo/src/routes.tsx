import type { RouteObject } from 'react-router';
import { replace } from 'react-router';
import type { BuildInfo } from '@harmo/shared';
import { pending } from './screens/pending';

/** i18n namespace of this remote; its files are served from this remote's /locales. */
export const namespace = 'mynapo';

export const buildInfo: BuildInfo = __HARMO_BUILD_INFO__;

/** Every route this remote owns, mounted by the host under their first path segment. */
export const routes: RouteObject[] = [
  {
    path: 'mynapo',
    children: [
      { index: true, loader: () => replace('/mynapo/link-myna-data') },
      pending('link-myna-data', 'linkMynaData'),
      pending('special-health-check-up-data', 'checkUpData'),
    ],
  },
];
