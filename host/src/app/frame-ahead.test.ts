import { learnFrameAhead } from './frame-ahead';
import { fakeShownPagesRouter as fakeRouter } from './shown-pages-router.fake';

/** The browser idle (jsdom has no idle callbacks: the wait is a timer instead). */
const idle = () => jest.runOnlyPendingTimers();

describe('the frame’s entries learnt ahead', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (navigator as { connection?: unknown }).connection;
  });

  it('are asked for once the first page is shown and the browser is idle, not while it loads', () => {
    const { router, tell, listening } = fakeRouter(false);
    const learn = jest.fn();
    learnFrameAhead(document, router, learn);
    idle();
    expect(learn).not.toHaveBeenCalled();

    tell({ initialized: true, location: { key: 'first' }, navigation: { state: 'idle' } });
    expect(learn).not.toHaveBeenCalled();
    idle();
    expect(learn).toHaveBeenCalledTimes(1);
    expect(listening()).toBe(false);
  });

  it('wait while a navigation is under way', () => {
    const { router, tell } = fakeRouter(false);
    const learn = jest.fn();
    learnFrameAhead(document, router, learn);
    tell({ initialized: true, location: { key: 'first' }, navigation: { state: 'loading' } });
    idle();
    expect(learn).not.toHaveBeenCalled();
    tell({ initialized: true, location: { key: 'next' }, navigation: { state: 'idle' } });
    idle();
    expect(learn).toHaveBeenCalledTimes(1);
  });

  it('are asked for once in a visit, whatever pages follow', () => {
    const { router, tell } = fakeRouter(true);
    const learn = jest.fn();
    learnFrameAhead(document, router, learn);
    idle();
    tell({ initialized: true, location: { key: 'next' }, navigation: { state: 'idle' } });
    idle();
    expect(learn).toHaveBeenCalledTimes(1);
  });

  it('are not asked for once the watch is stopped', () => {
    const { router } = fakeRouter(true);
    const learn = jest.fn();
    const stop = learnFrameAhead(document, router, learn);
    stop();
    idle();
    expect(learn).not.toHaveBeenCalled();
  });

  it.each([{ saveData: true }, { effectiveType: '2g' }])(
    'are left to the next page while the browser spares the network (%o)',
    (connection) => {
      Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
      const { router, listening } = fakeRouter(true);
      const learn = jest.fn();
      learnFrameAhead(document, router, learn);
      idle();
      expect(learn).not.toHaveBeenCalled();
      expect(listening()).toBe(false);
    },
  );
});
