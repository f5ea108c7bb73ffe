import { openNewPagesAtTop, type PageChangesRouter } from './new-page-scroll';

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

describe('a new page opens at its top', () => {
  let scrollTo: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    scrollTo.mockRestore();
    jest.useRealTimers();
  });

  it('scrolls to the top once a link’s page is shown, not while it loads', () => {
    const { router, go } = fakeRouter('/menu');
    openNewPagesAtTop(window, router);
    go({ pathname: '/auth/family' }, 'PUSH', 'loading');
    jest.runOnlyPendingTimers();
    expect(scrollTo).not.toHaveBeenCalled();
    go({ pathname: '/auth/family' });
    jest.runOnlyPendingTimers();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves the back button, a place in the page and the same page’s query where they are', () => {
    const { router, go } = fakeRouter('/emap');
    openNewPagesAtTop(window, router);
    go({ pathname: '/guidance' }, 'POP');
    go({ pathname: '/guidance/new', hash: '#pharmacy' });
    go({ pathname: '/guidance/new' }, 'REPLACE');
    jest.runOnlyPendingTimers();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('stops when asked', () => {
    const { router, go } = fakeRouter('/menu');
    const stop = openNewPagesAtTop(window, router);
    stop();
    go({ pathname: '/projects' });
    jest.runOnlyPendingTimers();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
