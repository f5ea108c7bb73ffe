import {
  APP_DOWNLOAD_TOAST_SNOOZE_MS,
  isAppDownloadToastSnoozed,
  isMobileDevice,
} from './app-download-toast';
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
