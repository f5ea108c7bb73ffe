import { useTranslation } from 'react-i18next';
import { useThemeStore } from '@harmo/shared';

/**
 * A toggle button: its name stays ダークモード and `aria-pressed` says whether it is on; the
 * visible state (オン/オフ) says the same to sighted users.
 */
export function ThemeToggle({ testId = 'theme-toggle' }: { testId?: string }) {
  const { t } = useTranslation('host');
  const theme = useThemeStore((s) => s.theme);
  const toggle = useThemeStore((s) => s.toggle);
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="harmo-button harmo-button--small harmo-theme-toggle"
      aria-pressed={dark}
      onClick={toggle}
      data-testid={testId}
    >
      {t('theme.dark')}
      <span className="harmo-theme-toggle__state" aria-hidden="true">
        {dark ? t('theme.on') : t('theme.off')}
      </span>
    </button>
  );
}
