/**
 * Counts how many copies of this package the page has evaluated. Module Federation shares it as
 * a singleton, so the count must stay 1 however many remotes load; a test reads it.
 */
const registry = globalThis as typeof globalThis & { __HARMO_SHARED_INSTANCES__?: number };
registry.__HARMO_SHARED_INSTANCES__ = (registry.__HARMO_SHARED_INSTANCES__ ?? 0) + 1;

export const sharedInstanceCount = (): number => registry.__HARMO_SHARED_INSTANCES__ ?? 0;
