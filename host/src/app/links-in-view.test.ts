import { LINKS_IN_VIEW_SECOND_LOOK_MS, learnLinksInView } from './links-in-view';
import { fakeShownPagesRouter } from './shown-pages-router.fake';

/** The fake router, with the page changes these tests make. */
function fakeRouter() {
  const { router, tell, listening } = fakeShownPagesRouter();
  const show = (key: string) => {
    tell({ initialized: true, location: { key }, navigation: { state: 'loading' } });
    tell({ initialized: true, location: { key }, navigation: { state: 'idle' } });
  };
  /** The visit's first page, still loading: the router is not initialized yet. */
  const loadingFirstPage = () => {
    router.state = { ...router.state, initialized: false };
  };
  /** ... and shown, as the router tells once its first page has loaded. */
  const firstPageShown = () => tell({ ...router.state, initialized: true });
  return { router, show, loadingFirstPage, firstPageShown, listening };
}

/** The browser idle (jsdom has no idle callbacks: the page waits for a timer instead). */
const idle = () => jest.runOnlyPendingTimers();

/** A link at `top` px from the top of a 740 px screen (jsdom lays nothing out itself). */
function link(parent: Element, href: string, top = 100) {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = href;
  anchor.getBoundingClientRect = () => new DOMRect(16, top, 200, 44);
  parent.append(anchor);
  return anchor;
}

describe('links in view', () => {
  let main: HTMLElement;
  let learn: jest.Mock<void, [URL]>;
  const accepts = (url: URL) => url.pathname !== '/auth/sign-up';
  const learnt = () => learn.mock.calls.map(([url]) => url.pathname + url.search);

  beforeEach(() => {
    jest.useFakeTimers();
    Object.defineProperty(window, 'innerHeight', { value: 740, configurable: true });
    main = document.createElement('main');
    document.body.append(main);
    learn = jest.fn();
  });

  afterEach(() => {
    document.body.replaceChildren();
    delete (navigator as { connection?: unknown }).connection;
    jest.useRealTimers();
  });

  it("learn the page's links to other apps once the browser is idle after it is shown, each once", () => {
    link(main, '/emap');
    link(main, '/emap', 200);
    link(main, '/guidance?tab=orders', 300);
    const stop = learnLinksInView(document, fakeRouter().router, { accepts, learn });
    expect(learn).not.toHaveBeenCalled();
    idle();
    expect(learnt()).toEqual(['/emap', '/guidance?tab=orders']);
    stop();
  });

  it('leave out links below the screen, hidden, in a navigation, outside the content, or refused', () => {
    link(main, '/below', 760);
    link(main, '/hidden').getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
    link(main.appendChild(document.createElement('nav')), '/menu-entry');
    link(document.body, '/tab-bar');
    link(main, '/auth/sign-up');
    link(main, 'https://elsewhere.example/emap');
    link(main, '/emap').target = '_blank';
    learnLinksInView(document, fakeRouter().router, { accepts, learn });
    idle();
    expect(learn).not.toHaveBeenCalled();
  });

  it('look again at each page shown, and not at a page left before the browser was idle', () => {
    const { router, show, listening } = fakeRouter();
    const stop = learnLinksInView(document, router, { accepts, learn });
    idle();
    expect(learn).not.toHaveBeenCalled();

    const left = link(main, '/projects');
    show('second');
    left.remove();
    link(main, '/mynapo');
    show('third');
    idle();
    expect(learnt()).toEqual(['/mynapo']);

    link(main, '/emap');
    show('fourth');
    stop();
    expect(listening()).toBe(false);
    idle();
    expect(learnt()).toEqual(['/mynapo']);
  });

  it('look once more a moment later, for links that came after the browser was first idle', () => {
    learnLinksInView(document, fakeRouter().router, { accepts, learn });
    idle();
    expect(learn).not.toHaveBeenCalled();
    link(main, '/emap');
    jest.advanceTimersByTime(LINKS_IN_VIEW_SECOND_LOOK_MS);
    idle();
    expect(learnt()).toEqual(['/emap']);
    // Found once: a third look would not ask again (none is made anyway).
    jest.advanceTimersByTime(10 * LINKS_IN_VIEW_SECOND_LOOK_MS);
    expect(learnt()).toEqual(['/emap']);
  });

  it("wait for the visit's first page to be shown: its links are not there while it loads", () => {
    const { router, loadingFirstPage, firstPageShown } = fakeRouter();
    loadingFirstPage();
    learnLinksInView(document, router, { accepts, learn });
    idle();
    expect(learn).not.toHaveBeenCalled();
    link(main, '/emap');
    firstPageShown();
    idle();
    expect(learnt()).toEqual(['/emap']);
  });

  it.each([{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }])(
    'ask for nothing ahead while the browser asks to spare the network (%o)',
    (connection) => {
      Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
      link(main, '/emap');
      const { router, show } = fakeRouter();
      learnLinksInView(document, router, { accepts, learn });
      show('second');
      idle();
      expect(learn).not.toHaveBeenCalled();
    },
  );

  it('learn them on a 4G connection', () => {
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: false, effectiveType: '4g' },
      configurable: true,
    });
    link(main, '/emap');
    learnLinksInView(document, fakeRouter().router, { accepts, learn });
    idle();
    expect(learnt()).toEqual(['/emap']);
  });
});
