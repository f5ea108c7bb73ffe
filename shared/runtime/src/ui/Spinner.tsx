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

/**
 * Spinner for Suspense fallbacks, which may show before the strings have come: it waits for
 * nothing, and is named in the page's language once the strings are there (unnamed before,
 * rather than named in another language).
 */
export function BareSpinner() {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <div className="harmo-full-area" role="status" aria-label={ready ? t('loading') : undefined}>
      <span className="harmo-spinner" aria-hidden="true" />
    </div>
  );
}
