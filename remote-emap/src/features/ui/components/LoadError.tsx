import { useTranslation } from 'react-i18next';

/** A failed load said in place, with a way to try again; the rest of the screen keeps working. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation('emap');
  return (
    <div className="emap-load-error" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="harmo-button harmo-button--small" onClick={onRetry}>
          {t('errors.retry')}
        </button>
      )}
    </div>
  );
}
