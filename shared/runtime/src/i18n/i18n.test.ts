import {
  localesUrl,
  registerNamespaceBase,
  rememberLanguageForServer,
  storedLanguage,
} from './i18n';

describe('i18n helpers', () => {
  it('reads the stored language code with surrounding quotes removed', () => {
    localStorage.setItem('language', '"en"');
    expect(storedLanguage()).toBe('en');
    localStorage.setItem('language', 'ja');
    expect(storedLanguage()).toBe('ja');
  });

  it('ignores an unsupported stored language', () => {
    localStorage.setItem('language', '"fr"');
    expect(storedLanguage()).toBeNull();
  });

  it("loads a remote's namespace from that remote's origin, others from this page", () => {
    registerNamespaceBase('emap', 'https://emap.example/v3/');
    expect(localesUrl('ja', 'emap')).toBe('https://emap.example/v3/locales/ja/emap.json');
    expect(localesUrl('en', 'common')).toBe('/locales/en/common.json');
  });

  it('keeps the chosen language in a cookie the app server reads to preload its strings', () => {
    rememberLanguageForServer('en');
    expect(document.cookie).toContain('harmo.language=en');
    rememberLanguageForServer('ja');
    expect(document.cookie).toContain('harmo.language=ja');
    expect(document.cookie).not.toContain('harmo.language=en');
  });
});
