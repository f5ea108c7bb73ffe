import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BareSpinner, ToastHost } from '@harmo/shared';

/** The minimal frame a remote renders its routes in when its team runs it on its own. */
export function StandaloneFrame({ remoteName }: { remoteName: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="harmo-app">
      <header className="harmo-header harmo-header--standalone">
        <span className="harmo-header__brand">harmo</span>
        <span className="harmo-badge">{t('standalone.label', { name: remoteName })}</span>
      </header>
      <div className="harmo-content">
        <Suspense fallback={<BareSpinner />}>
          <Outlet />
        </Suspense>
      </div>
      <ToastHost />
    </div>
  );
}
