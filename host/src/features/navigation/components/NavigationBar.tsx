import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { entriesFor } from '@harmo/shared';
import { useNavigationEntries } from '../api/get-navigation';
import { isCurrentTab } from '../current-tab';
import { NavigationIcon } from './NavigationIcon';
import '../navigation.css';

/**
 * The app's sections, from every app's declared tab entries: a bottom tab bar on phones, a
 * side bar on wider screens (CSS decides). The open section's tab carries `aria-current="page"`
 * (the menu's tab for a page opened from the menu).
 */
export function NavigationBar() {
  const { t } = useTranslation('host');
  const { pathname } = useLocation();
  const entries = useNavigationEntries();
  const tabs = entriesFor(entries, 'tab');
  return (
    <nav className="harmo-nav" aria-label={t('nav.label')} data-testid="navigation">
      <ul className="harmo-nav__list">
        {tabs.map((entry) => {
          const current = isCurrentTab(entry, entries, pathname);
          return (
            <li key={entry.id} className="harmo-nav__item">
              <Link
                to={entry.to}
                className="harmo-nav__link"
                aria-current={current ? 'page' : undefined}
                data-current={current || undefined}
              >
                <NavigationIcon name={entry.icon} />
                <span className="harmo-nav__label">
                  {t(entry.labelKey, { ns: entry.namespace })}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
