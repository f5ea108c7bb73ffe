import { applyTheme, storedTheme, useThemeStore } from './theme';

describe('theme', () => {
  it('sets the dark class, data-theme and theme-color meta', () => {
    applyTheme('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      '#1C1C1E',
    );
    expect(document.cookie).toContain('harmo.theme=dark');
    applyTheme('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(document.cookie).toContain('harmo.theme=light');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      '#EFF3F5',
    );
  });

  it('persists the choice when toggled', () => {
    useThemeStore.getState().setTheme('light');
    useThemeStore.getState().toggle();
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(storedTheme()).toBe('dark');
    useThemeStore.getState().toggle();
    expect(storedTheme()).toBe('light');
  });
});
