declare module '*.css';

/** Injected by the shared webpack configuration into every app at build time. */
declare const __HARMO_BUILD_INFO__: { name: string; version: string; builtAt: string };
