import type { RouteObject } from 'react-router';
import type { BuildInfo } from '@harmo/shared';
import { pending } from './screens/pending';

/** i18n namespace of this remote; its files are served from this remote's /locales. */
export const namespace = 'oauth';

export const buildInfo: BuildInfo = __HARMO_BUILD_INFO__;

/** Every route this remote owns, mounted by the host under their first path segment. */
export const routes: RouteObject[] = [
  {
    path: 'oauth',
    children: [
      pending('clients', 'clients'),
      pending('test', 'test'),
      pending('auth', 'authorize'),
      pending('choose-account', 'chooseAccount'),
      pending('complete', 'complete'),
    ],
  },
];
