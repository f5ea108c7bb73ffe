import type { ShownPagesRouter } from './links-in-view';

export type RouterState = ShownPagesRouter['state'];

/**
 * For tests: a router whose state the test moves on (`tell`), as the app's router tells its
 * subscribers.
 */
export function fakeShownPagesRouter(initialized = true) {
  let listener: ((state: RouterState) => void) | undefined;
  const router = {
    state: {
      initialized,
      location: { key: 'first' },
      navigation: { state: 'idle' },
    } as RouterState,
    subscribe: (next: (state: RouterState) => void) => {
      listener = next;
      return () => (listener = undefined);
    },
  };
  const tell = (state: RouterState) => {
    router.state = state;
    listener?.(state);
  };
  return { router, tell, listening: () => listener !== undefined };
}
