import { act, render } from '@testing-library/react';
import {
  APP_DOWNLOAD_TOAST_DELAY_MS,
  APP_DOWNLOAD_TOAST_IDLE_TIMEOUT_MS,
  APP_DOWNLOAD_TOAST_SNOOZE_MS,
  isAppDownloadToastSnoozed,
  isMobileDevice,
  useAppDownloadToast,
} from './app-download-toast';
import { withToastLibrary } from './toast';

jest.mock('./toast', () => ({ withToastLibrary: jest.fn() }));
/** The toast library as the invitation uses it: `show` stands for `toast(…)`. */
const show = jest.fn();
const library = { toast: Object.assign(show, { isActive: () => false, dismiss: jest.fn() }) };
jest.mocked(withToastLibrary).mockImplementation((use) => use(library as never));
import { STORAGE_KEYS } from '../session/storage-keys';

const nav = (userAgent: string, maxTouchPoints = 0) => ({ userAgent, maxTouchPoints }) as Navigator;

describe('mobile detection for the app-download toast', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148', 0, true],
    ['Mozilla/5.0 (Linux; Android 15; Pixel 9) Chrome/140 Mobile Safari/537.36', 0, true],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 5, true],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 0, false],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/140 Safari/537.36', 0, false],
  ])('%s (touch points %d) → %s', (ua, touch, expected) => {
    expect(isMobileDevice(nav(ua, touch))).toBe(expected);
  });
});

describe('the app-download toast once closed', () => {
  beforeEach(() => localStorage.clear());

  it('stays away for the snooze time after the person closed it, then comes back', () => {
    const closedAt = Date.UTC(2026, 0, 1);
    expect(isAppDownloadToastSnoozed(closedAt)).toBe(false);
    localStorage.setItem(STORAGE_KEYS.appDownloadToastClosedAt, String(closedAt));
    expect(isAppDownloadToastSnoozed(closedAt + 1000)).toBe(true);
    expect(isAppDownloadToastSnoozed(closedAt + APP_DOWNLOAD_TOAST_SNOOZE_MS - 1)).toBe(true);
    expect(isAppDownloadToastSnoozed(closedAt + APP_DOWNLOAD_TOAST_SNOOZE_MS)).toBe(false);
  });

  it('ignores a stored value that is not a time', () => {
    localStorage.setItem(STORAGE_KEYS.appDownloadToastClosedAt, 'yes');
    expect(isAppDownloadToastSnoozed()).toBe(false);
  });
});

describe('the app-download invitation on a phone', () => {
  const idle: (() => void)[] = [];
  const userAgent = jest.spyOn(navigator, 'userAgent', 'get');

  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    idle.length = 0;
    show.mockClear();
    userAgent.mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148',
    );
    window.requestIdleCallback = jest.fn((task: IdleRequestCallback) => {
      idle.push(() => task({ didTimeout: false, timeRemaining: () => 50 }));
      return idle.length;
    });
    window.cancelIdleCallback = jest.fn((handle: number) => {
      idle[handle - 1] = () => undefined;
    });
  });
  afterEach(() => jest.useRealTimers());
  afterAll(() => userAgent.mockRestore());
  const afterTheDelay = () => act(() => jest.advanceTimersByTime(APP_DOWNLOAD_TOAST_DELAY_MS));
  /** The browser turns idle; the invitation's module (loaded on demand) then comes. */
  const whenIdle = () =>
    act(async () => {
      idle.forEach((run) => run());
      for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    });

  function Screen({ shown }: { shown: boolean }) {
    useAppDownloadToast(shown);
    return null;
  }

  it('is asked for a moment after the screen, once the browser is idle, not with it', async () => {
    render(<Screen shown />);
    act(() => jest.advanceTimersByTime(APP_DOWNLOAD_TOAST_DELAY_MS - 1));
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    afterTheDelay();
    expect(show).not.toHaveBeenCalled();
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {
      timeout: APP_DOWNLOAD_TOAST_IDLE_TIMEOUT_MS,
    });
    await whenIdle();
    expect(show).toHaveBeenCalledTimes(1);
    // An invitation is announced politely, not as an alert that interrupts.
    expect(show.mock.calls[0]![1]).toMatchObject({
      toastId: 'download-harmo-toast',
      role: 'status',
    });
  });

  it('waits while the screen does not yet show what it is for', async () => {
    const { rerender } = render(<Screen shown={false} />);
    afterTheDelay();
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    rerender(<Screen shown />);
    afterTheDelay();
    await whenIdle();
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('shows nothing for a screen left before the browser was idle, or before the delay', async () => {
    const left = render(<Screen shown />);
    afterTheDelay();
    left.unmount();
    await whenIdle();
    render(<Screen shown />).unmount();
    afterTheDelay();
    await whenIdle();
    expect(show).not.toHaveBeenCalled();
  });
});
