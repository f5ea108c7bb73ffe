import type { RouteObject } from 'react-router';
import type { BuildInfo } from '@harmo/shared';

/** i18n namespace of this remote; its files are served from this remote's /locales. */
export const namespace = 'auth';

export const buildInfo: BuildInfo = __HARMO_BUILD_INFO__;

/** Every route this remote owns, mounted by the host under their first path segment. */
export const routes: RouteObject[] = [
  {
    path: 'auth',
    children: [
      {
        path: 'sign-in',
        // Sign-up and the password reset are flows of this route (?flow=…).
        lazy: async () => ({
          Component: (await import('./screens/SignInRouteScreen')).SignInRouteScreen,
        }),
      },
      {
        path: 'oauth2-callback',
        lazy: async () => ({
          Component: (await import('./screens/OAuth2CallbackScreen')).OAuth2CallbackScreen,
        }),
      },
      {
        path: 'sign-out',
        lazy: async () => ({ Component: (await import('./screens/SignOutScreen')).SignOutScreen }),
      },
      {
        path: 'create-account',
        lazy: async () => ({
          Component: (await import('./screens/CreateAccountScreen')).CreateAccountScreen,
        }),
      },
    ],
  },
];
