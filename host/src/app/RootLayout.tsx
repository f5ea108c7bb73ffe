import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BareSpinner, ToastHost, useAppDownloadToast } from '@harmo/shared';
import { usePageviews } from '../features/analytics/pageviews';
import { ThemeToggle } from '../features/preferences/ThemeToggle';
import { LanguageSwitch } from '../features/preferences/LanguageSwitch';
import { PatientSwitcher } from '../features/patients';
import { HandOverPrompt } from '../features/hand-over';
import { SignInProgress } from '../features/sign-in-progress';
import { useDocumentTitle } from '../features/navigation';

export function RootLayout() {
  const { t } = useTranslation('host');
  usePageviews();
  useDocumentTitle();
  useAppDownloadToast();
  return (
    <div className="harmo-app">
      <a className="harmo-skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      <header className="harmo-header">
        <Link to="/" className="harmo-header__brand" aria-label={t('home')}>
          harmo
        </Link>
        <PatientSwitcher />
        <LanguageSwitch />
        <ThemeToggle />
      </header>
      <div id="main-content" className="harmo-content">
        <Suspense fallback={<BareSpinner />}>
          <Outlet />
        </Suspense>
      </div>
      <SignInProgress />
      <HandOverPrompt />
      <ToastHost />
    </div>
  );
}
