import { whenIdle } from '@harmo/shared';
import { showsPage, type ShownPagesRouter } from './links-in-view';

/** Work for after the first page runs once the browser is idle, or at the latest this long after. */
export const FIRST_PAGE_IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `task` once, when the visit's first page is shown and the browser is idle: work for the
 * pages to come, which the first page must not wait for. Before the first page is shown the
 * browser is idle while the page's code loads, and the page goes first. Returns a function that
 * stops waiting.
 */
export function whenFirstPageIdle(router: ShownPagesRouter, task: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  let unsubscribe: (() => void) | undefined;
  const start = () => {
    unsubscribe?.();
    cancelIdle ??= whenIdle(task, FIRST_PAGE_IDLE_TIMEOUT_MS);
  };
  if (showsPage(router.state)) start();
  else
    unsubscribe = router.subscribe((state) => {
      if (showsPage(state)) start();
    });
  return () => {
    unsubscribe?.();
    cancelIdle?.();
  };
}
