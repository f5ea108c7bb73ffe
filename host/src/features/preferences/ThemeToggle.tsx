import { useTranslation } from 'react-i18next';
import { useThemeStore } from '@harmo/shared';

export function ThemeToggle() {
  const { t } = useTranslation('host');
  const theme = useThemeStore((s) => s.theme);
  const toggle = useThemeStore((s) => s.toggle);
  return (
    <button
      type="button"
      className="harmo-button harmo-button--small"
      aria-pressed={theme === 'dark'}
      onClick={toggle}
      data-testid="theme-toggle"
    >
      {t('theme.dark')}
    </button>
  );
}
