import type { RouteObject } from 'react-router';
import {
  createPendingRoute,
  parseNavigation,
  type BuildInfo,
  type NavigationEntry,
} from '@harmo/shared';
import navigationDeclaration from './navigation.json';

/** i18n namespace of this remote; its files are served from this remote's /locales. */
export const namespace = 'guidance';

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
    path: 'guidance',
    children: [
      pending(null, 'orders'),
      pending('find-facility', 'findFacility'),
      pending('new', 'newOrder'),
      pending('confirm', 'confirmOrder'),
      pending('new-prescription', 'newPrescription'),
      pending('confirm-prescription', 'confirmPrescription'),
      pending('prescription/:dispensingOrderId', 'prescription'),
      pending(':dispensingOrderId', 'order'),
    ],
  },
  {
    path: 'payment',
    children: [pending('credit-card', 'creditCard')],
  },
];
