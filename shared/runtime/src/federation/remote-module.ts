import type { RouteObject } from 'react-router';

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
}

export * from './exposed-modules';
