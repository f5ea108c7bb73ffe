import { isMobileDevice } from './app-download-toast';

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
