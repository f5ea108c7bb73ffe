import type { RouteObject } from 'react-router';
import { parseNavigation, routeTitle, type BuildInfo, type NavigationEntry } from '@harmo/shared';
import navigationDeclaration from './navigation.json';
import './styles/projects.css';

/** i18n namespace of this remote; its files are served from this remote's /locales. */
export const namespace = 'projects';

export const buildInfo: BuildInfo = __HARMO_BUILD_INFO__;

/**
 * This remote's entries in the host's tab bar and menu, written in `navigation.json` beside this
 * file: the host reads the copy served beside the manifest before this code loads.
 */
export const navigation: NavigationEntry[] = parseNavigation(navigationDeclaration);

/** Every route this remote owns, mounted by the host under their first path segment. */
export const routes: RouteObject[] = [
  {
    path: 'projects',
    children: [
      {
        index: true,
        handle: routeTitle(namespace, 'titles.projects', {
          lead: 'projects.lead',
          prefetch: async () => (await import('./features/projects')).prefetchProjectLists(),
        }),
        lazy: async () => ({
          Component: (await import('./screens/ProjectsScreen')).ProjectsScreen,
        }),
      },
      {
        path: 'qr-code-scanner',
        handle: routeTitle(namespace, 'titles.qrCodeScanner'),
        lazy: async () => ({
          Component: (await import('./screens/QrCodeScannerScreen')).QrCodeScannerScreen,
        }),
      },
      {
        path: 'create',
        handle: routeTitle(namespace, 'titles.create'),
        lazy: async () => ({
          Component: (await import('./screens/CreateProjectScreen')).CreateProjectScreen,
        }),
      },
      {
        path: ':projectId',
        handle: routeTitle(namespace, 'titles.project'),
        lazy: async () => ({ Component: (await import('./screens/ProjectScreen')).ProjectScreen }),
      },
    ],
  },
  {
    path: 'jan-code',
    children: [
      {
        index: true,
        handle: routeTitle(namespace, 'titles.janCode'),
        lazy: async () => ({ Component: (await import('./screens/JanCodeScreen')).JanCodeScreen }),
      },
    ],
  },
  {
    path: 'e-scan',
    children: [
      {
        path: 'qr-result',
        handle: routeTitle(namespace, 'titles.qrResult'),
        lazy: async () => ({
          Component: (await import('./screens/QrResultScreen')).QrResultScreen,
        }),
      },
    ],
  },
];
