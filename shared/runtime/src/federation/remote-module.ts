import type { RouteObject } from 'react-router';
import type { NavigationEntry } from '../routing/navigation';

/** What each remote's build says about itself (shown on the debug page). */
export interface BuildInfo {
  name: string;
  version: string;
  builtAt: string;
}

/**
 * The contract of every remote's `./routes` expose: top-level route objects, one per first
 * path segment it owns (`auth`, `emap`, `prescription`…). The host decides where they mount
 * and whether they are guarded; the remote decides everything below.
 */
export interface RemoteRoutesModule {
  routes: RouteObject[];
  buildInfo: BuildInfo;
  /** i18n namespace the remote's screens use; served by the remote at /locales. */
  namespace: string;
  /**
   * The remote's entries in the host's tab bar and menu (its `src/navigation.json`). The host
   * reads the copy served beside the manifest, so it knows them before this module loads.
   */
  navigation: NavigationEntry[];
}

export * from './exposed-modules';
