import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** An inline confirmation of a destructive action; it takes the focus so it is read out. */
export function Confirmation({
  message,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  message: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('oauth');
  const messageId = useId();
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => region.current?.focus(), []);
  return (
    <div
      ref={region}
      role="group"
      aria-labelledby={messageId}
      className="harmo-oauth-confirm"
      tabIndex={-1}
    >
      <p id={messageId}>{message}</p>
      <div className="harmo-row">
        <button
          type="button"
          className="harmo-button harmo-button--danger"
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {confirmLabel}
        </button>
        <button type="button" className="harmo-button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </div>
  );
}
