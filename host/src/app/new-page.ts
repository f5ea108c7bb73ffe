/** The parts of the app's router watched for the page it shows. */
export interface PageChangesRouter {
  readonly state: {
    historyAction: string;
    location: { pathname: string; hash: string };
    navigation: { state: string };
  };
  subscribe: (listener: (state: PageChangesRouter['state']) => void) => () => void;
}

/** Frames the new page's heading is waited for (a screen still rendering in slices). */
export const NEW_HEADING_FRAMES = 30;

const headingOf = (document: Document) => document.querySelector<HTMLElement>('main h1');

/**
 * A page a link (or the app, after a form) opens starts at its top, as a page of a website does,
 * and its heading takes the keyboard focus, so a screen reader says where the person now is and
 * Tab goes on from the page's start. The app keeps one document: the window stayed where the last
 * page was scrolled (from the foot of the menu the family page opened below its heading), and
 * focus fell to the page's body once the pressed link had gone. The back and forward buttons are
 * left to the browser, which brings the person back where they were; a link to a place in the
 * page (`#…`) and a change of the same page's query (a filter, a step of a form) move nothing. A
 * screen that puts the focus somewhere itself (a form's first field) keeps it there.
 */
export function openNewPagesAtTop(document: Document, router: PageChangesRouter): () => void {
  const view = document.defaultView ?? window;
  let shownPath = router.state.location.pathname;
  let leftHeading: HTMLElement | null = null;
  let leftFocus: Element | null = null;
  let frame = 0;
  const stopWaiting = () => view.cancelAnimationFrame(frame);

  const focusHeading = (framesLeft: number) => {
    const heading = headingOf(document);
    // The old page's heading is still there until the new screen has been drawn; one that
    // stays is the page's own (a screen that kept its heading).
    if (!heading || (heading === leftHeading && framesLeft > 0)) {
      if (framesLeft > 0) frame = view.requestAnimationFrame(() => focusHeading(framesLeft - 1));
      return;
    }
    const active = document.activeElement;
    if (active && active !== document.body && active !== leftFocus && active.isConnected) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  };

  const stopListening = router.subscribe((state) => {
    if (state.navigation.state !== 'idle') return;
    const { pathname, hash } = state.location;
    if (pathname === shownPath) return;
    shownPath = pathname;
    if (state.historyAction === 'POP' || hash) return;
    stopWaiting();
    // The router tells of the new page before React draws it: this is the page being left.
    leftHeading = headingOf(document);
    leftFocus = document.activeElement;
    // After the new page has been drawn in place of the old one, before it is painted.
    frame = view.requestAnimationFrame(() => {
      view.scrollTo(0, 0);
      focusHeading(NEW_HEADING_FRAMES);
    });
  });
  return () => {
    stopListening();
    stopWaiting();
  };
}
