import { replace, type RouteObject } from 'react-router';
import {
  createPendingRoute,
  parseNavigation,
  type BuildInfo,
  type NavigationEntry,
} from '@harmo/shared';
import navigationDeclaration from './navigation.json';

/** i18n namespace of this remote; its files are served from this remote's /locales. */
export const namespace = 'mynapo';

export const buildInfo: BuildInfo = __HARMO_BUILD_INFO__;

/**
 * This remote's entries in the host's tab bar and menu, written in `navigation.json` beside this
 * file: the host reads the copy served beside the manifest before this code loads.
 */
export const navigation: NavigationEntry[] = parseNavigation(navigationDeclaration);

const pending = createPendingRoute(namespace);

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
