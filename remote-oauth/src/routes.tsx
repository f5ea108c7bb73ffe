import type { RouteObject } from 'react-router';
import { parseNavigation, routeTitle, type BuildInfo, type NavigationEntry } from '@harmo/shared';
import navigationDeclaration from './navigation.json';
import './styles/oauth.css';

/** i18n namespace of this remote; its files are served from this remote's /locales. */
export const namespace = 'oauth';

export const buildInfo: BuildInfo = __HARMO_BUILD_INFO__;

/**
 * This remote's entries in the host's tab bar and menu, written in `navigation.json` beside this
 * file: the host reads the copy served beside the manifest before this code loads.
 */
export const navigation: NavigationEntry[] = parseNavigation(navigationDeclaration);

/** Every route this remote owns, mounted by the host under their first path segment. */
export const routes: RouteObject[] = [
  {
    path: 'oauth',
    children: [
      {
        path: 'clients',
        handle: routeTitle(namespace, 'titles.clients'),
        lazy: async () => ({ Component: (await import('./screens/ClientsScreen')).ClientsScreen }),
      },
      {
        path: 'test',
        handle: routeTitle(namespace, 'titles.test'),
        lazy: async () => ({
          Component: (await import('./screens/FlowTestScreen')).FlowTestScreen,
        }),
      },
      {
        path: 'auth',
        handle: routeTitle(namespace, 'titles.authorize', { focused: true }),
        lazy: async () => ({
          Component: (await import('./screens/AuthorizeScreen')).AuthorizeScreen,
        }),
      },
      {
        path: 'choose-account',
        handle: routeTitle(namespace, 'titles.chooseAccount', { focused: true }),
        lazy: async () => ({
          Component: (await import('./screens/ChooseAccountScreen')).ChooseAccountScreen,
        }),
      },
      {
        path: 'complete',
        handle: routeTitle(namespace, 'titles.complete', { focused: true }),
        lazy: async () => ({
          Component: (await import('./screens/CompleteScreen')).CompleteScreen,
        }),
      },
    ],
  },
];
