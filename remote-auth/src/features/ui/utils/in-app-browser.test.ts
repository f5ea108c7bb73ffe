import { externalBrowserUrl, inAppBrowserOf } from './in-app-browser';

describe('inAppBrowserOf', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/15.8.0',
      'line',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SO-51D Build/67.2.A.2.118; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/138.0.7204.63 Mobile Safari/537.36 Line/15.8.1/IAB',
      'line',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/512.0.0.45.109;FBBV/123]',
      'other',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 380.0.0.29.109',
      'other',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240805.005; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/138.0.7204.63 Mobile Safari/537.36 YJApp-ANDROID jp.co.yahoo.android.yjtop/4.148.0',
      'other',
    ],
  ])('tells an app’s own browser: %s', (userAgent, kind) => {
    expect(inAppBrowserOf(userAgent)).toBe(kind);
  });

  it.each([
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Linux; Android 14; SO-51D) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36 Edg/138.0.3351.65',
    // "Online" is no LINE.
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36 Online/1.0',
  ])('leaves a browser of its own: %s', (userAgent) => {
    expect(inAppBrowserOf(userAgent)).toBeNull();
  });
});

describe('externalBrowserUrl', () => {
  it('keeps the page and its query, adding what LINE reads', () => {
    expect(externalBrowserUrl('https://web.harmo.example/auth/sign-in?redirect=%2Femap#top')).toBe(
      'https://web.harmo.example/auth/sign-in?redirect=%2Femap&openExternalBrowser=1#top',
    );
  });
});
