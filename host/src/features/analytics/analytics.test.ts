import { pushPageview } from './pageviews';
import { startTagManager } from './tag-manager';

describe('analytics', () => {
  it('pushes a pageview event with the path to the data layer', () => {
    const win = {} as Window & { dataLayer?: unknown[] };
    pushPageview('/emap', win);
    pushPageview('/auth/sign-in', win);
    expect(win.dataLayer).toEqual([
      { event: 'pageview', page: '/emap' },
      { event: 'pageview', page: '/auth/sign-in' },
    ]);
  });

  it('loads the tag manager for a configured container only', () => {
    expect(startTagManager(null)).toBe(false);
    expect(startTagManager('"><script>alert(1)</script>')).toBe(false);
    expect(document.querySelectorAll('script[src*="googletagmanager"]')).toHaveLength(0);
    expect(startTagManager('GTM-ABC1234')).toBe(true);
    const script = document.querySelector<HTMLScriptElement>('script[src*="googletagmanager"]');
    expect(script?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234');
  });
});
