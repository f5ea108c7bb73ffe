/**
 * Counts how many copies of this package the page has evaluated. Module Federation shares it as
 * a singleton, so the count must stay 1 however many remotes load; the federation end-to-end
 * test reads the global in the page.
 */
const registry = globalThis as typeof globalThis & { __HARMO_SHARED_INSTANCES__?: number };
registry.__HARMO_SHARED_INSTANCES__ = (registry.__HARMO_SHARED_INSTANCES__ ?? 0) + 1;
