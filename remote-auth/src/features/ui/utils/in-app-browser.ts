/**
 * The browser built into another app (LINE, Facebook, Instagram, the Yahoo! JAPAN app, any
 * Android app's WebView), where a pharmacy's message or a friend's link often opens harmo. Google
 * refuses to sign anyone in from such a browser ("disallowed_useragent"), so the sign-in page says
 * so before the button leads there. LINE opens a link in the phone's own browser when it carries
 * `openExternalBrowser=1`; the others only from their menu.
 */
export type InAppBrowser = 'line' | 'other';

export function inAppBrowserOf(userAgent: string): InAppBrowser | null {
  if (/\bLine\//i.test(userAgent)) return 'line';
  if (/\b(FBAN|FBAV|FB_IAB|Instagram|YJApp-(IOS|ANDROID))\b|; wv\)/.test(userAgent)) return 'other';
  return null;
}

/** This page's address as LINE opens it in the phone's own browser. */
export function externalBrowserUrl(href: string): string {
  const url = new URL(href);
  url.searchParams.set('openExternalBrowser', '1');
  return url.toString();
}
