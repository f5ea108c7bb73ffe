import type { RouteObject } from 'react-router';
import type { BuildInfo } from '@harmo/shared';
import './styles/oauth.css';

/** i18n namespace of this remote; its files are served from this remote's /locales. */
export const namespace = 'oauth';

export const buildInfo: BuildInfo = __HARMO_BUILD_INFO__;

/** Every route this remote owns, mounted by the host under their first path segment. */
export const routes: RouteObject[] = [
  {
    path: 'oauth',
    children: [
      {
        path: 'clients',
        lazy: async () => ({ Component: (await import('./screens/ClientsScreen')).ClientsScreen }),
      },
      {
        path: 'test',
        lazy: async () => ({
          Component: (await import('./screens/FlowTestScreen')).FlowTestScreen,
        }),
      },
      {
        path: 'auth',
        lazy: async () => ({
          Component: (await import('./screens/AuthorizeScreen')).AuthorizeScreen,
        }),
      },
      {
        path: 'choose-account',
        lazy: async () => ({
          Component: (await import('./screens/ChooseAccountScreen')).ChooseAccountScreen,
        }),
      },
      {
        path: 'complete',
        lazy: async () => ({
          Component: (await import('./screens/CompleteScreen')).CompleteScreen,
        }),
      },
    ],
  },
];
