import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Copies a value to the clipboard and says so (aria-live), for keyboard and screen readers. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('oauth');
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <>
      <button
        type="button"
        className="harmo-button harmo-button--small"
        aria-label={label}
        onClick={() => void copy()}
      >
        {t('common.copy')}
      </button>
      <span role="status" className="harmo-oauth-hint">
        {status === 'copied'
          ? t('common.copied')
          : status === 'failed'
            ? t('common.copyFailed')
            : ''}
      </span>
    </>
  );
}
