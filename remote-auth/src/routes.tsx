import type { RouteObject } from 'react-router';
import { parseNavigation, routeTitle, type BuildInfo, type NavigationEntry } from '@harmo/shared';
import navigationDeclaration from './navigation.json';

/** i18n namespace of this remote; its files are served from this remote's /locales. */
export const namespace = 'auth';

export const buildInfo: BuildInfo = __HARMO_BUILD_INFO__;

/**
 * This remote's entries in the host's tab bar and menu, written in `navigation.json` beside this
 * file: the host reads the copy served beside the manifest before this code loads.
 */
export const navigation: NavigationEntry[] = parseNavigation(navigationDeclaration);

/** Every route this remote owns, mounted by the host under their first path segment. */
export const routes: RouteObject[] = [
  {
    path: 'auth',
    children: [
      {
        path: 'sign-in',
        handle: routeTitle(namespace, 'signIn.title'),
        // Sign-up and the password reset are flows of this route (?flow=…).
        lazy: async () => ({
          Component: (await import('./screens/SignInRouteScreen')).SignInRouteScreen,
        }),
      },
      {
        path: 'oauth2-callback',
        handle: routeTitle(namespace, 'callback.title'),
        lazy: async () => ({
          Component: (await import('./screens/OAuth2CallbackScreen')).OAuth2CallbackScreen,
        }),
      },
      {
        path: 'sign-out',
        handle: routeTitle(namespace, 'signOut.title'),
        lazy: async () => ({ Component: (await import('./screens/SignOutScreen')).SignOutScreen }),
      },
      {
        path: 'create-account',
        handle: routeTitle(namespace, 'createAccount.title'),
        lazy: async () => ({
          Component: (await import('./screens/CreateAccountScreen')).CreateAccountScreen,
        }),
      },
    ],
  },
];
