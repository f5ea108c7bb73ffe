import { prepareFormatsAhead } from './formats-ahead';
import { fakeShownPagesRouter as fakeRouter } from './shown-pages-router.fake';

/** The browser idle (jsdom has no idle callbacks: the wait is a timer instead). */
const idle = () => jest.runOnlyPendingTimers();

describe('the number formatting set up ahead', () => {
  let numberFormat: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    numberFormat = jest.spyOn(Intl, 'NumberFormat');
    document.documentElement.lang = 'ja';
  });
  afterEach(() => {
    numberFormat.mockRestore();
    jest.useRealTimers();
  });

  it('builds a formatter of the page’s language once the first page is shown and the browser is idle', () => {
    const { router, tell } = fakeRouter(false);
    prepareFormatsAhead(document, router);
    idle();
    expect(numberFormat).not.toHaveBeenCalled();

    tell({ initialized: true, location: { key: 'first' }, navigation: { state: 'idle' } });
    expect(numberFormat).not.toHaveBeenCalled();
    idle();
    expect(numberFormat).toHaveBeenCalledTimes(1);
    expect(numberFormat).toHaveBeenCalledWith('ja');
  });

  it('builds it in the language the page is in', () => {
    document.documentElement.lang = 'en';
    const { router } = fakeRouter(true);
    prepareFormatsAhead(document, router);
    idle();
    expect(numberFormat).toHaveBeenCalledWith('en');
  });

  it('builds it once in a visit, whatever pages follow', () => {
    const { router, tell } = fakeRouter(true);
    prepareFormatsAhead(document, router);
    idle();
    tell({ initialized: true, location: { key: 'next' }, navigation: { state: 'idle' } });
    idle();
    expect(numberFormat).toHaveBeenCalledTimes(1);
  });

  it('builds nothing once stopped', () => {
    const { router } = fakeRouter(true);
    const stop = prepareFormatsAhead(document, router);
    stop();
    idle();
    expect(numberFormat).not.toHaveBeenCalled();
  });

  it('sets it up while the browser spares the network too: nothing is downloaded', () => {
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    });
    try {
      const { router } = fakeRouter(true);
      prepareFormatsAhead(document, router);
      idle();
      expect(numberFormat).toHaveBeenCalledTimes(1);
    } finally {
      delete (navigator as { connection?: unknown }).connection;
    }
  });
});
