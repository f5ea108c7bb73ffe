/**
 * How a remote starts on its own origin, for the team that owns it (`@harmo/shared/standalone`,
 * imported by each remote's `bootstrap.tsx`). It is a module of its own, not part of the shared
 * package's entry: a composed page never runs it, and the entry is on every first screen. Its
 * modules import the runtime as `@harmo/shared`, so that in a remote's build they use the
 * page's one copy of the package (its session, router bindings and strings), not a second one.
 */
export { bootstrapStandalone } from './bootstrap-standalone';
export { StandaloneFrame } from './StandaloneFrame';
