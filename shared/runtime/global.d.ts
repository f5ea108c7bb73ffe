declare module '*.css';

/** Injected by the shared webpack configuration into every app at build time. */
declare const __HARMO_BUILD_INFO__: { name: string; version: string; builtAt: string };
/** The remotes of the workspace's app list (`REMOTE_DESCRIPTIONS` of shared/build/apps.cjs). */
declare const __HARMO_REMOTES__: { name: string; federationName: string; namespace: string }[];

// What remotes expose to each other, by module name (`typeof import('harmo_emap/FacilityPicker')`).
// Loaded at run time through the federation runtime, never bundled: only the types exist here.
declare module 'harmo_emap/FacilityPicker' {
  import type { FacilityPickerModule } from '@harmo/shared';
  export const FacilityPicker: FacilityPickerModule['FacilityPicker'];
  export default FacilityPicker;
}
