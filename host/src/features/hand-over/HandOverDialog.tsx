import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptPendingHandOver, declinePendingHandOver, useSessionStore } from '@harmo/shared';
import './hand-over-prompt.css';

/**
 * Asks before a hand-over link switches this browser to another user. Keeping the signed-in user
 * is the default (it has the focus, and Escape chooses it): a link someone else made must never
 * switch the account silently.
 */
export function HandOverDialog() {
  const { t } = useTranslation('host');
  const pending = useSessionStore((s) => s.pendingHandOver);
  const currentEmail = useSessionStore((s) => s.user?.email ?? null);
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !pending) return;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
  }, [pending]);

  if (!pending) return null;
  const current = currentEmail ?? pending.currentUserName;

  return (
    <dialog
      ref={dialogRef}
      className="harmo-hand-over"
      aria-labelledby="harmo-hand-over-title"
      aria-describedby="harmo-hand-over-text"
      onCancel={(event) => {
        event.preventDefault();
        declinePendingHandOver();
      }}
    >
      <h2 id="harmo-hand-over-title">{t('handOver.title')}</h2>
      <div id="harmo-hand-over-text">
        <p>{t('handOver.text')}</p>
        <dl className="harmo-hand-over__accounts">
          <dt>{t('handOver.current')}</dt>
          <dd>{current}</dd>
          <dt>{t('handOver.incoming')}</dt>
          <dd>{pending.incomingUserName}</dd>
        </dl>
      </div>
      <div className="harmo-hand-over__actions">
        <button
          type="button"
          className="harmo-button harmo-button--primary"
          autoFocus
          onClick={declinePendingHandOver}
        >
          {t('handOver.keep')}
        </button>
        <button type="button" className="harmo-button" onClick={() => void acceptPendingHandOver()}>
          {t('handOver.switch')}
        </button>
      </div>
    </dialog>
  );
}
