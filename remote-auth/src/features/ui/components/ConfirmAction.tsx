import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An action that asks first: the button opens a short question in place, with the action and
 * a way back. Focus moves to the question, so it is read out; going back returns focus.
 */
export function ConfirmAction({
  label,
  question,
  confirmLabel,
  busyLabel,
  danger = false,
  onConfirm,
}: {
  label: string;
  question: string;
  confirmLabel: string;
  busyLabel?: string;
  danger?: boolean;
  /** Runs the action; a rejection leaves the question open (the caller shows why). */
  onConfirm: () => Promise<void>;
}) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) questionRef.current?.focus();
    else if (wasAsking.current) openerRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <button
        ref={openerRef}
        type="button"
        className={`harmo-button harmo-button--block${danger ? ' harmo-button--danger' : ''}`}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
    );
  }
  return (
    <div className="harmo-confirm" role="group" aria-labelledby={id}>
      <p id={id} ref={questionRef} tabIndex={-1} className="harmo-confirm__question">
        {question}
      </p>
      <div className="harmo-confirm__actions">
        <button
          type="button"
          className={`harmo-button harmo-button--block${danger ? ' harmo-button--danger' : ' harmo-button--primary'}`}
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => {
            setBusy(true);
            onConfirm()
              .then(() => setAsking(false))
              .catch(() => undefined)
              .finally(() => setBusy(false));
          }}
        >
          {busy ? (busyLabel ?? t('common.sending')) : confirmLabel}
        </button>
        <button
          type="button"
          className="harmo-button harmo-button--block"
          disabled={busy}
          onClick={() => setAsking(false)}
        >
          {t('common.cancel')}
        </button>
      </div>
    </div>
  );
}
