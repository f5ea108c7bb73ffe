import { whenIdle } from '@harmo/shared';
import { followedUrl } from './link-intent';
import { sparesNetwork } from './spares-network';

/**
 * The links in view of a page shown are looked at once the browser is idle (the page drawn, its
 * own requests made), or at the latest this long after it is shown.
 */
export const LINKS_IN_VIEW_IDLE_TIMEOUT_MS = 2_000;

/**
 * The page is looked at once more when the browser is idle this long after it is shown: a screen
 * may still wait for its strings or its own code when the browser is first idle, its links not on
 * the page yet.
 */
export const LINKS_IN_VIEW_SECOND_LOOK_MS = 1_500;

/** The parts of the app's router watched for the pages it shows. */
export interface ShownPagesRouter {
  readonly state: {
    /** False while the visit's first page is still loading (its screen not shown yet). */
    initialized: boolean;
    location: { key: string };
    navigation: { state: string };
  };
  subscribe: (listener: (state: ShownPagesRouter['state']) => void) => () => void;
}

/** Whether the router shows a page: the visit's first one has loaded and no navigation is on. */
export function showsPage(state: ShownPagesRouter['state']): boolean {
  return state.initialized && state.navigation.state === 'idle';
}

export interface LinksInViewOptions {
  /** Whether a link to this address leads to another app's page, open now. */
  accepts: (url: URL) => boolean;
  /** Learns what the page at `url` will need (the list of its files), without loading it. */
  learn: (url: URL) => void;
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
 * Learns, once the browser is idle after each page is shown, what the pages of other apps that
 * the page's content links to in view will need (the sign-in page's link to the pharmacy map):
 * the host's list of their files, a few hundred bytes each and no code. Following such a link
 * then asks for all of its files at the tap, where it would otherwise wait a round trip for the
 * list first, which on a phone's network is a good part of the wait. Links in a navigation (the
 * tab bar, the side bar, the menu's list) are left to intent: they lead everywhere. Nothing is
 * asked for while the browser asks to spare the network. Returns a function that stops watching.
 */
export function learnLinksInView(
  document: Document,
  router: ShownPagesRouter,
  { accepts, learn }: LinksInViewOptions,
): () => void {
  const view = document.defaultView ?? window;
  if (sparesNetwork(view)) return () => undefined;
  let cancel = () => {};
  const look = () => {
    cancel();
    // Each page's links are learnt once, whichever look finds them.
    const learnt = new Set<string>();
    const learnLinks = () => {
      for (const anchor of linksInView(document)) {
        const url = followedUrl(anchor);
        if (!url || learnt.has(url.pathname) || !accepts(url)) continue;
        learnt.add(url.pathname);
        learn(url);
      }
    };
    const cancelFirst = whenIdle(learnLinks, LINKS_IN_VIEW_IDLE_TIMEOUT_MS);
    let cancelSecond = () => {};
    const timer = view.setTimeout(() => {
      cancelSecond = whenIdle(learnLinks, LINKS_IN_VIEW_IDLE_TIMEOUT_MS);
    }, LINKS_IN_VIEW_SECOND_LOOK_MS);
    cancel = () => {
      cancelFirst();
      view.clearTimeout(timer);
      cancelSecond();
    };
  };
  // The visit's first page is looked at once it is shown: before, the browser is idle while the
  // page's code loads, and the links are not on the page yet.
  let shown: string | null = null;
  const pageShown = (state: ShownPagesRouter['state']) => {
    if (!showsPage(state)) return;
    if (state.location.key === shown) return;
    shown = state.location.key;
    look();
  };
  pageShown(router.state);
  const unsubscribe = router.subscribe(pageShown);
  return () => {
    unsubscribe();
    cancel();
  };
}
