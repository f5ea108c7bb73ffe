import type { RouteObject } from 'react-router';
import { parseNavigation, routeTitle, type BuildInfo, type NavigationEntry } from '@harmo/shared';
import navigationDeclaration from './navigation.json';
import './styles/guidance.css';

/** i18n namespace of this remote; its files are served from this remote's /locales. */
export const namespace = 'guidance';

export const buildInfo: BuildInfo = __HARMO_BUILD_INFO__;

/**
 * This remote's entries in the host's tab bar and menu, written in `navigation.json` beside this
 * file: the host reads the copy served beside the manifest before this code loads.
 */
export const navigation: NavigationEntry[] = parseNavigation(navigationDeclaration);

/** Every route this remote owns, mounted by the host under their first path segment. */
export const routes: RouteObject[] = [
  {
    path: 'guidance',
    children: [
      {
        index: true,
        handle: routeTitle(namespace, 'titles.orders', { lead: 'orders.lead' }),
        lazy: async () => ({ Component: (await import('./screens/OrdersScreen')).OrdersScreen }),
      },
      {
        path: 'find-facility',
        handle: routeTitle(namespace, 'titles.findFacility'),
        lazy: async () => ({
          Component: (await import('./screens/FindFacilityScreen')).FindFacilityScreen,
        }),
      },
      {
        path: 'new',
        handle: routeTitle(namespace, 'titles.newOrder'),
        lazy: async () => ({
          Component: (await import('./screens/NewOrderScreen')).NewOrderScreen,
        }),
      },
      {
        path: 'confirm',
        handle: routeTitle(namespace, 'titles.confirmOrder'),
        lazy: async () => ({
          Component: (await import('./screens/ConfirmOrderScreen')).ConfirmOrderScreen,
        }),
      },
      {
        path: 'new-prescription',
        handle: routeTitle(namespace, 'titles.newPrescription'),
        lazy: async () => ({
          Component: (await import('./screens/NewPrescriptionScreen')).NewPrescriptionScreen,
        }),
      },
      {
        path: 'confirm-prescription',
        handle: routeTitle(namespace, 'titles.confirmPrescription'),
        lazy: async () => ({
          Component: (await import('./screens/ConfirmPrescriptionScreen'))
            .ConfirmPrescriptionScreen,
        }),
      },
      {
        path: 'prescription/:dispensingOrderId',
        handle: routeTitle(namespace, 'titles.prescription'),
        lazy: async () => ({
          Component: (await import('./screens/PrescriptionScreen')).PrescriptionScreen,
        }),
      },
      {
        path: ':dispensingOrderId',
        handle: routeTitle(namespace, 'titles.order'),
        lazy: async () => ({ Component: (await import('./screens/OrderScreen')).OrderScreen }),
      },
    ],
  },
  {
    path: 'payment',
    children: [
      {
        path: 'credit-card',
        handle: routeTitle(namespace, 'titles.creditCard'),
        lazy: async () => ({
          Component: (await import('./screens/CreditCardScreen')).CreditCardScreen,
        }),
      },
    ],
  },
];
