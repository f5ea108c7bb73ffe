import { NEW_HEADING_FRAMES, openNewPagesAtTop, type PageChangesRouter } from './new-page';

type State = PageChangesRouter['state'];

function fakeRouter(pathname: string) {
  let listener: ((state: State) => void) | undefined;
  const router = {
    state: {
      historyAction: 'POP',
      location: { pathname, hash: '' },
      navigation: { state: 'idle' },
    } as State,
    subscribe: (next: (state: State) => void) => {
      listener = next;
      return () => (listener = undefined);
    },
  };
  const go = (to: Partial<State['location']>, historyAction = 'PUSH', navigation = 'idle') => {
    router.state = {
      historyAction,
      location: { pathname: router.state.location.pathname, hash: '', ...to },
      navigation: { state: navigation },
    };
    listener?.(router.state);
  };
  return { router, go };
}

/** A screen as the app draws it: its main with its heading. */
function showPage(title: string, extra = '') {
  document.body.innerHTML = `<a href="/next">next</a><main><h1>${title}</h1>${extra}</main>`;
}

const frame = () => jest.advanceTimersByTime(16);

describe('a new page', () => {
  let scrollTo: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    showPage('メニュー');
  });
  afterEach(() => {
    scrollTo.mockRestore();
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('opens at its top once a link’s page is shown, not while it loads', () => {
    const { router, go } = fakeRouter('/menu');
    openNewPagesAtTop(document, router);
    go({ pathname: '/auth/family' }, 'PUSH', 'loading');
    jest.runOnlyPendingTimers();
    expect(scrollTo).not.toHaveBeenCalled();
    go({ pathname: '/auth/family' });
    frame();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('gives its heading the focus once the new screen is drawn, not the old one’s', () => {
    const { router, go } = fakeRouter('/menu');
    openNewPagesAtTop(document, router);
    document.querySelector<HTMLAnchorElement>('a')!.focus();
    go({ pathname: '/auth/family' });
    // The link pressed went with the old page; the new screen comes a few frames later.
    document.querySelector('a')!.remove();
    frame();
    frame();
    expect(document.activeElement).toBe(document.body);
    showPage('家族と共有');
    frame();
    const heading = document.querySelector('h1')!;
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('focuses a heading the page kept, once it is plainly the page shown', () => {
    const { router, go } = fakeRouter('/guidance/new');
    openNewPagesAtTop(document, router);
    go({ pathname: '/guidance/confirm' });
    for (let i = 0; i < NEW_HEADING_FRAMES; i += 1) frame();
    expect(document.activeElement).toBe(document.body);
    frame();
    expect(document.querySelector('h1')).toHaveFocus();
  });

  it('moves the focus from the link pressed, even while the link is still on the screen', () => {
    const { router, go } = fakeRouter('/menu');
    openNewPagesAtTop(document, router);
    const tab = document.createElement('a');
    tab.href = '/projects';
    document.body.prepend(tab);
    tab.focus();
    go({ pathname: '/projects' });
    frame();
    showPage('プロジェクト');
    document.body.prepend(tab);
    frame();
    expect(document.querySelector('h1')).toHaveFocus();
  });

  it('leaves the focus a screen puts on its own first field', () => {
    const { router, go } = fakeRouter('/menu');
    openNewPagesAtTop(document, router);
    go({ pathname: '/auth/family/add' });
    showPage('家族を追加', '<input aria-label="名前">');
    document.querySelector('input')!.focus();
    frame();
    expect(document.querySelector('input')).toHaveFocus();
  });

  it('leaves the back button, a place in the page and the same page’s query where they are', () => {
    const { router, go } = fakeRouter('/emap');
    openNewPagesAtTop(document, router);
    go({ pathname: '/guidance' }, 'POP');
    go({ pathname: '/guidance/new', hash: '#pharmacy' });
    go({ pathname: '/guidance/new' }, 'REPLACE');
    jest.runOnlyPendingTimers();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });

  it('stops when asked', () => {
    const { router, go } = fakeRouter('/menu');
    const stop = openNewPagesAtTop(document, router);
    stop();
    go({ pathname: '/projects' });
    jest.runOnlyPendingTimers();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
