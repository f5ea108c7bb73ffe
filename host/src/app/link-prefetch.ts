import { watchLinkIntent } from './link-intent';
import { prefetchLinksInView, type ShownPagesRouter } from './links-in-view';

export interface LinkPrefetchOptions {
  /** Whether a link to this address leads to a page worth loading ahead. */
  accepts: (url: URL) => boolean;
  /**
   * Loads the page at `url` ahead: its code, its strings and the frame around it, and, on
   * intent, its first data (route-prefetch.ts).
   */
  prefetch: (url: URL, options: { firstData: boolean }) => unknown;
}

/**
 * Watches a document's links for the pages worth loading before they are followed: a link the
 * user shows the intent to follow (link-intent.ts), and a link of the page's content in view a
 * moment after the page is shown (links-in-view.ts). Returns a function that stops watching.
 */
export function watchLinks(
  document: Document,
  router: ShownPagesRouter,
  { accepts, prefetch }: LinkPrefetchOptions,
): () => void {
  const stopWatchingIntent = watchLinkIntent(document, {
    accepts,
    onIntent: (url) => void prefetch(url, { firstData: true }),
  });
  const stopWatchingView = prefetchLinksInView(document, router, {
    accepts,
    prefetch: (url) => void prefetch(url, { firstData: false }),
  });
  return () => {
    stopWatchingIntent();
    stopWatchingView();
  };
}
