import { followedUrl } from './link-intent';

/**
 * The links in view of a page shown are looked at once the browser is idle (the page drawn, its
 * own requests made), or at the latest this long after it is shown.
 */
export const IN_VIEW_PREFETCH_IDLE_TIMEOUT_MS = 2_000;

/** The parts of the app's router watched for the pages it shows. */
export interface ShownPagesRouter {
  readonly state: { location: { key: string }; navigation: { state: string } };
  subscribe: (listener: (state: ShownPagesRouter['state']) => void) => () => void;
}

export interface LinksInViewOptions {
  /** Whether a link to this address is worth loading ahead (another app's page, open now). */
  accepts: (url: URL) => boolean;
  /** Loads the page at `url` ahead: its code and frame (its data is asked for once opened). */
  prefetch: (url: URL) => void;
}

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether the browser asks to spare the network: its data saver, or a 2G connection. Nothing is
 * loaded ahead then; a link is still prefetched on intent.
 */
function sparesNetwork(view: Window): boolean {
  const connection = (view.navigator as { connection?: NetworkInformation }).connection;
  return connection?.saveData === true || /2g/.test(connection?.effectiveType ?? '');
}

function runWhenIdle(view: Window, task: () => void, timeoutMs: number): () => void {
  if (typeof view.requestIdleCallback === 'function') {
    const handle = view.requestIdleCallback(task, { timeout: timeoutMs });
    return () => view.cancelIdleCallback(handle);
  }
  const timer = view.setTimeout(task, 0);
  return () => view.clearTimeout(timer);
}

/**
 * The links of the page's content (its `main`, outside any navigation list of its own) that show
 * on the screen now.
 */
function linksInView(document: Document): HTMLAnchorElement[] {
  const view = document.defaultView ?? window;
  return [...document.querySelectorAll<HTMLAnchorElement>('main a[href]')].filter((anchor) => {
    if (anchor.closest('nav')) return false;
    const box = anchor.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < view.innerHeight &&
      box.left < view.innerWidth
    );
  });
}

/**
 * Loads ahead the pages of other apps that a page's content links to in view (the sign-in
 * page's link to the pharmacy map): once the browser is idle after each page is shown, so that
 * following such a link finds its code run. Links in a navigation (the tab bar,
 * the side bar, the menu's list) are left to intent: they lead everywhere, and loading every app
 * on every page would cost a phone's network more than it saves. Nothing is loaded ahead while
 * the browser asks to spare the network. Returns a function that stops watching.
 */
export function prefetchLinksInView(
  document: Document,
  router: ShownPagesRouter,
  { accepts, prefetch }: LinksInViewOptions,
): () => void {
  const view = document.defaultView ?? window;
  if (sparesNetwork(view)) return () => undefined;
  const loadLinksInView = () => {
    const seen = new Set<string>();
    for (const anchor of linksInView(document)) {
      const url = followedUrl(anchor);
      if (!url || seen.has(url.pathname) || !accepts(url)) continue;
      seen.add(url.pathname);
      prefetch(url);
    }
  };
  let cancel = () => {};
  const look = () => {
    cancel();
    cancel = runWhenIdle(view, loadLinksInView, IN_VIEW_PREFETCH_IDLE_TIMEOUT_MS);
  };
  look();
  let shown = router.state.location.key;
  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.key === shown) return;
    shown = state.location.key;
    look();
  });
  return () => {
    unsubscribe();
    cancel();
  };
}
