import { useTranslation } from 'react-i18next';

/** Full-area centred spinner shown while the user or the current patient loads. */
export function FullAreaSpinner() {
  const { t } = useTranslation('common');
  return (
    <div className="harmo-full-area" role="status" aria-live="polite">
      <span className="harmo-spinner" aria-hidden="true" />
      <span className="harmo-visually-hidden">{t('loading')}</span>
    </div>
  );
}

/** Spinner without text, for Suspense fallbacks before translations exist. */
export function BareSpinner() {
  return (
    <div className="harmo-full-area" role="status" aria-label="Loading">
      <span className="harmo-spinner" aria-hidden="true" />
    </div>
  );
}
