/** The parts of the app's router watched for the page it shows. */
export interface PageChangesRouter {
  readonly state: {
    historyAction: string;
    location: { pathname: string; hash: string };
    navigation: { state: string };
  };
  subscribe: (listener: (state: PageChangesRouter['state']) => void) => () => void;
}

/**
 * A page opened from a link starts at its top, as a page of a website does: the app keeps one
 * document, so the window stayed where the last page was scrolled to, and a tap at the foot of
 * the menu opened the next page below its heading. The back and forward buttons are left to the
 * browser, which brings the person back where they were; a link to a place in the page (`#…`)
 * and a change of the same page's query (a filter, a step of a form) do not move it.
 */
export function openNewPagesAtTop(view: Window, router: PageChangesRouter): () => void {
  let shownPath = router.state.location.pathname;
  return router.subscribe((state) => {
    if (state.navigation.state !== 'idle') return;
    const { pathname, hash } = state.location;
    if (pathname === shownPath) return;
    shownPath = pathname;
    if (state.historyAction === 'POP' || hash) return;
    // After the new page has been drawn in place of the old one, before it is painted.
    view.requestAnimationFrame(() => view.scrollTo(0, 0));
  });
}
