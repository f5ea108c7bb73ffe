import { Suspense } from 'react';
import { Link, Outlet, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  BareSpinner,
  ToastHost,
  isFocusedRoute,
  useAppDownloadToast,
  useSessionStore,
} from '@harmo/shared';
import { usePageviews } from '../features/analytics';
import { LanguageSwitch, ThemeToggle } from '../features/preferences';
import { PatientSwitcher } from '../features/patients';
import { HandOverPrompt } from '../features/hand-over';
import { SignInProgress } from '../features/sign-in-progress';
import { NavigationProgress } from '../features/navigation-progress';
import { NavigationBar, useDocumentTitle } from '../features/navigation';
import './layout.css';

/**
 * The frame of every page: a one-row header (brand, whose notebook is open; language and theme
 * while signed out, in the menu once signed in on a phone), the page, and the navigation, left
 * out on steps the user finishes first (sign-in, a partner's consent); above them, a bar while
 * the next page is on its way.
 */
export function RootLayout() {
  const { t } = useTranslation('host');
  usePageviews();
  useDocumentTitle();
  useAppDownloadToast();
  const signedIn = useSessionStore((s) => s.user !== null);
  const withNavigation = !isFocusedRoute(useMatches());
  return (
    <div className={`harmo-app${withNavigation ? ' harmo-app--with-nav' : ''}`}>
      <NavigationProgress />
      <a className="harmo-skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      <header className={`harmo-header${signedIn ? ' harmo-header--signed-in' : ''}`}>
        <Link to="/" className="harmo-header__brand" aria-label={t('home')}>
          harmo
        </Link>
        <PatientSwitcher />
        <div className="harmo-header__preferences">
          <LanguageSwitch />
          <ThemeToggle />
        </div>
      </header>
      <div className="harmo-body">
        {withNavigation && <NavigationBar />}
        <div id="main-content" className="harmo-content">
          <Suspense fallback={<BareSpinner />}>
            <Outlet />
          </Suspense>
        </div>
      </div>
      <SignInProgress />
      <HandOverPrompt />
      <ToastHost />
    </div>
  );
}
