import { replace, type RouteObject } from 'react-router';
import { parseNavigation, routeTitle, type BuildInfo, type NavigationEntry } from '@harmo/shared';
import navigationDeclaration from './navigation.json';

/** i18n namespace of this remote; its files are served from this remote's /locales. */
export const namespace = 'mynapo';

export const buildInfo: BuildInfo = __HARMO_BUILD_INFO__;

/**
 * This remote's entries in the host's tab bar and menu, written in `navigation.json` beside this
 * file: the host reads the copy served beside the manifest before this code loads.
 */
export const navigation: NavigationEntry[] = parseNavigation(navigationDeclaration);

/**
 * Every route this remote owns, mounted by the host under their first path segment. Screens
 * load on first visit: the chart library is only fetched by someone who opens the results.
 */
export const routes: RouteObject[] = [
  {
    path: 'mynapo',
    children: [
      { index: true, loader: () => replace('/mynapo/link-myna-data') },
      {
        path: 'link-myna-data',
        handle: routeTitle(namespace, 'titles.linkMynaData', {
          lead: 'link.lead',
          // The screen lays its sections out once it knows whether the portal is offered: the
          // page asks for that with the session, before its code has come (CHECKUP_PATHS.portal;
          // written out, as the build reads it from this source).
          earlyRequests: ['/ps/v1/mynapo/portal'],
          prefetch: async () =>
            (
              await import(/* webpackExports: ["prefetchPortalStatus"] */ './features/checkups')
            ).prefetchPortalStatus(),
        }),
        lazy: async () => ({
          Component: (await import('./screens/LinkMynaDataScreen')).LinkMynaDataScreen,
        }),
      },
      {
        path: 'special-health-check-up-data',
        handle: routeTitle(namespace, 'titles.checkUpData'),
        lazy: async () => ({
          Component: (await import('./screens/CheckupDataScreen')).CheckupDataScreen,
        }),
      },
    ],
  },
];
