import type { RouteObject } from 'react-router';
import type { BuildInfo } from '@harmo/shared';
import { pending } from './screens/pending';

/** i18n namespace of this remote; its files are served from this remote's /locales. */
export const namespace = 'auth';

export const buildInfo: BuildInfo = __HARMO_BUILD_INFO__;

/** Every route this remote owns, mounted by the host under their first path segment. */
export const routes: RouteObject[] = [
  {
    path: 'auth',
    children: [
      pending('sign-in', 'signIn'),
      pending('oauth2-callback', 'oauth2Callback'),
      pending('sign-out', 'signOut'),
      pending('create-account', 'createAccount'),
    ],
  },
];
