import type { ShownPagesRouter } from './links-in-view';
import { whenFirstPageIdle } from './first-page-idle';
import { sparesNetwork } from './spares-network';

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
  if (sparesNetwork(document.defaultView ?? window)) return () => undefined;
  return whenFirstPageIdle(router, learn);
}
