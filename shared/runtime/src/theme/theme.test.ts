import { applyTheme, chosenTheme, followSystemTheme, preferredTheme, useThemeStore } from './theme';
import { STORAGE_KEYS, storage } from '../session/storage-keys';

/** A system setting that can change while the page is open, as a phone's does at dusk. */
function systemSetting(dark: boolean) {
  const listeners: Array<() => void> = [];
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  };
  window.matchMedia = jest.fn(() => query) as unknown as typeof window.matchMedia;
  return {
    change(toDark: boolean) {
      dark = toDark;
      listeners.forEach((listener) => listener());
    },
  };
}

const themeCookie = () => /(?:^|; )harmo\.theme=([^;]*)/.exec(document.cookie)?.[1];

beforeEach(() => {
  storage.remove(STORAGE_KEYS.theme);
  document.cookie = 'harmo.theme=; max-age=0; path=/';
  systemSetting(false);
});

describe('theme', () => {
  it('sets the dark class, data-theme and theme-color meta', () => {
    applyTheme('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      '#1C1C1E',
    );
    applyTheme('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      '#EFF3F5',
    );
  });

  it('persists the choice when toggled, and tells the server only a choice', () => {
    useThemeStore.getState().setTheme('light');
    expect(themeCookie()).toBe('light');
    useThemeStore.getState().toggle();
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(preferredTheme()).toBe('dark');
    expect(themeCookie()).toBe('dark');
    useThemeStore.getState().toggle();
    expect(preferredTheme()).toBe('light');
  });

  it("follows the system's setting until the person chooses, as it changes", () => {
    const system = systemSetting(true);
    expect(chosenTheme()).toBeNull();
    followSystemTheme();
    expect(document.documentElement.dataset.theme).toBe('dark');
    // No choice: no cookie, so the server's page decides from the system's setting too.
    expect(themeCookie()).toBeUndefined();

    system.change(false);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(useThemeStore.getState().theme).toBe('light');

    // A choice holds whatever the system does next.
    useThemeStore.getState().setTheme('dark');
    system.change(false);
    system.change(true);
    system.change(false);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(useThemeStore.getState().theme).toBe('dark');
  });

  it('is light where the browser cannot tell the system setting', () => {
    // @ts-expect-error: a browser without matchMedia
    delete window.matchMedia;
    expect(preferredTheme()).toBe('light');
    expect(() => followSystemTheme()).not.toThrow();
  });
});
