import { watchLinkIntent, type LinkIntentOptions } from './link-intent';
import { learnFrameAhead } from './frame-ahead';
import { prepareFormatsAhead } from './formats-ahead';
import { learnLinksInView, type ShownPagesRouter } from './links-in-view';
import { createRouteFiles } from './route-files';
import { openNewPagesAtTop, type PageChangesRouter } from './new-page';

/*
 * What prepares a navigation before it starts, in a chunk of its own asked for as the app starts:
 * the first screen neither carries it nor waits for it. The route files' lists are kept here for
 * the page's life, shared by the links in view that learn them and the navigations that use them.
 */
const routeFiles = createRouteFiles();

/** Asks for the files of the page at a path, all at once (route-files.ts). */
export function preloadRouteFiles(pathname: string): Promise<void> {
  return routeFiles.preload(pathname);
}

export type LinkWatchOptions = Pick<LinkIntentOptions, 'accepts' | 'onIntent'> & {
  /** Asks for what the host's frame shows around a page (the tab bar's entries). */
  learnFrame?: () => void;
};

/**
 * Watches the page's links: intent on one prefetches its page (link-intent.ts), and the links of
 * the content in view have the lists of their pages' files learnt (links-in-view.ts); the
 * frame's entries are learnt (frame-ahead.ts) and the language's number formatting set up
 * (formats-ahead.ts) once the first page is shown; and a page a link opens starts at its top
 * (new-page.ts). Returns a function that stops watching.
 */
export function watchLinks(
  document: Document,
  router: ShownPagesRouter & PageChangesRouter,
  { accepts, onIntent, learnFrame }: LinkWatchOptions,
): () => void {
  const stopWatchingIntent = watchLinkIntent(document, { accepts, onIntent });
  const stopWatchingView = learnLinksInView(document, router, {
    accepts,
    learn: (url) => void routeFiles.learn(url.pathname),
  });
  const stopLearningFrame = learnFrame ? learnFrameAhead(document, router, learnFrame) : () => {};
  const stopPreparingFormats = prepareFormatsAhead(document, router);
  const stopOpeningAtTop = openNewPagesAtTop(document, router);
  return () => {
    stopOpeningAtTop();
    stopWatchingIntent();
    stopWatchingView();
    stopLearningFrame();
    stopPreparingFormats();
  };
}
