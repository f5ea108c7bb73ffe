import { create } from 'zustand';
import { STORAGE_KEYS, storage } from '../session/storage-keys';
import { writePreferenceCookie } from '../preferences/preference-cookie';

export type Theme = 'light' | 'dark';

/** Browser chrome colour per theme (docs/constants.md). */
export const THEME_COLORS: Record<Theme, string> = {
  light: '#EFF3F5',
  dark: '#1C1C1E',
};

/** The theme the person chose here, or null while the app follows the phone's setting. */
export function chosenTheme(): Theme | null {
  const stored = storage.get(STORAGE_KEYS.theme);
  return stored === 'dark' || stored === 'light' ? stored : null;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The phone's or computer's own setting (light where the browser cannot tell). */
export function systemTheme(): Theme {
  return globalThis.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

/** The theme to show: the person's choice, else the system's. */
export function preferredTheme(): Theme {
  return chosenTheme() ?? systemTheme();
}

/**
 * The cookie the app server reads to send the page already in the chosen theme: the frame it
 * paints before the code has loaded would otherwise flash light for someone who chose dark.
 * Without a choice there is no cookie, and the server's page follows the system's setting itself.
 */
const THEME_COOKIE = 'harmo.theme';

/**
 * Sets the `dark` class, the `data-theme` attribute and the `theme-color` meta, and keeps the
 * choice where the app server sees it (none while following the system); the choice itself stays
 * in storage.
 */
export function applyTheme(theme: Theme, doc: Document = document): void {
  const chosen = chosenTheme();
  writePreferenceCookie(THEME_COOKIE, chosen ?? '', doc, chosen ? undefined : 0);
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
  theme: preferredTheme(),
  setTheme: (theme) => {
    storage.set(STORAGE_KEYS.theme, theme);
    applyTheme(theme);
    set({ theme });
  },
  toggle: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
}));

/**
 * Until the person chooses, the app follows the system's setting as it changes (a phone turning
 * dark in the evening): applies the theme once, then on every change.
 */
export function followSystemTheme(): void {
  applyTheme(preferredTheme());
  globalThis.matchMedia?.(DARK_QUERY).addEventListener('change', () => {
    if (chosenTheme()) return;
    const theme = systemTheme();
    applyTheme(theme);
    useThemeStore.setState({ theme });
  });
}
