import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { entriesFor, useSessionStore } from '@harmo/shared';
import { useNavigationEntries, NavigationIcon } from '../navigation';
import { LanguageSwitch, ThemeToggle } from '../preferences';
import { ConfirmDialog } from './ConfirmDialog';
import './menu.css';

const SIGN_OUT_PATH = '/auth/sign-out';
const SIGN_IN_PATH = '/auth/sign-in';

/**
 * Everything the tab bar does not hold: every app's menu entries (payment methods, projects,
 * account, family, partner apps, terms, privacy…), the language and theme, and signing out,
 * which asks first.
 */
export function MenuPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  // A session whose account could not be loaded (offline) is still signed in: it may sign out.
  const signedIn = useSessionStore((s) => s.user !== null || s.loadFailed);
  const entries = entriesFor(useNavigationEntries(), 'menu');
  const [confirming, setConfirming] = useState(false);

  return (
    <main className="harmo-page harmo-menu">
      <h1>{t('titles.menu')}</h1>
      <nav aria-label={t('menu.entries')}>
        <ul className="harmo-menu__list">
          {entries.map((entry) => (
            <li key={entry.id}>
              <Link to={entry.to} className="harmo-menu__link">
                <NavigationIcon name={entry.icon} />
                <span>{t(entry.labelKey, { ns: entry.namespace })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section className="harmo-menu__section" aria-labelledby="menu-display">
        <h2 id="menu-display">{t('menu.display')}</h2>
        <div className="harmo-menu__row">
          <LanguageSwitch testId="menu-language-switch" />
          <ThemeToggle testId="menu-theme-toggle" />
        </div>
      </section>

      <section className="harmo-menu__section">
        {signedIn ? (
          <button
            type="button"
            className="harmo-button harmo-menu__sign-out"
            onClick={() => setConfirming(true)}
          >
            {t('menu.signOut')}
          </button>
        ) : (
          <Link to={SIGN_IN_PATH} className="harmo-button harmo-button--primary">
            {t('menu.signIn')}
          </Link>
        )}
      </section>

      <ConfirmDialog
        open={confirming}
        title={t('menu.signOutConfirm.title')}
        text={t('menu.signOutConfirm.text')}
        confirmLabel={t('menu.signOut')}
        cancelLabel={t('menu.signOutConfirm.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void navigate(SIGN_OUT_PATH);
        }}
      />
    </main>
  );
}
