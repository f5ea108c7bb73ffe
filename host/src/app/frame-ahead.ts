import { whenIdle } from '@harmo/shared';
import { showsPage, type ShownPagesRouter } from './links-in-view';
import { sparesNetwork } from './spares-network';

/** The frame's data is learnt once the browser is idle, or at the latest this long after. */
export const FRAME_AHEAD_IDLE_TIMEOUT_MS = 2_000;

/**
 * Learns what the host's frame shows around the pages to come (the tab bar's entries, read from
 * every app's declaration: the reader's code and a few hundred bytes per app) once the visit's
 * first page is shown and the browser is idle. A page without the bar (sign-in) would otherwise
 * leave them to the next page, which then reads them only once it is shown: on a phone's network
 * the map came with an empty bar that filled half a second later. Once per visit: the entries are
 * read once per page load. Nothing is asked for while the browser asks to spare the network; the
 * next page then reads them itself. Returns a function that stops waiting.
 */
export function learnFrameAhead(
  document: Document,
  router: ShownPagesRouter,
  learn: () => void,
): () => void {
  const view = document.defaultView ?? window;
  if (sparesNetwork(view)) return () => undefined;
  let cancelIdle: (() => void) | undefined;
  let unsubscribe: (() => void) | undefined;
  const start = () => {
    unsubscribe?.();
    cancelIdle ??= whenIdle(learn, FRAME_AHEAD_IDLE_TIMEOUT_MS);
  };
  // Before the first page is shown the browser is idle while the page's code loads: the page
  // goes first.
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
