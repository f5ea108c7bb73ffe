import { create } from 'zustand';
import { STORAGE_KEYS, storage } from '../session/storage-keys';
import { writePreferenceCookie } from '../preferences/preference-cookie';

export type Theme = 'light' | 'dark';

/** Browser chrome colour per theme (docs/constants.md). */
export const THEME_COLORS: Record<Theme, string> = {
  light: '#EFF3F5',
  dark: '#1C1C1E',
};

export function storedTheme(): Theme {
  return storage.get(STORAGE_KEYS.theme) === 'dark' ? 'dark' : 'light';
}

/**
 * The cookie the app server reads to send the page already in this theme: the frame it paints
 * before the code has loaded would otherwise flash light for someone who chose dark.
 */
const THEME_COOKIE = 'harmo.theme';

/**
 * Sets the `dark` class, the `data-theme` attribute and the `theme-color` meta, and keeps the theme
 * where the app server sees it; the choice itself stays in storage.
 */
export function applyTheme(theme: Theme, doc: Document = document): void {
  writePreferenceCookie(THEME_COOKIE, theme, doc);
  const root = doc.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.dataset.theme = theme;
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'theme-color';
    doc.head.appendChild(meta);
  }
  meta.content = THEME_COLORS[theme];
}

interface ThemeStore {
  theme: Theme;
  setTheme(theme: Theme): void;
  toggle(): void;
}

export const useThemeStore = create<ThemeStore>()((set, get) => ({
  theme: storedTheme(),
  setTheme: (theme) => {
    storage.set(STORAGE_KEYS.theme, theme);
    applyTheme(theme);
    set({ theme });
  },
  toggle: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
}));
