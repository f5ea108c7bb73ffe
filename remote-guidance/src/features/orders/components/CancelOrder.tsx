import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, bringIntoView, errorMessageKey } from '../../ui';
import { useCancelOrder } from '../api/cancel-order';

/**
 * Withdraws a submitted order after the patient confirms it. The question opens in place of the
 * button, often below the screen's edge on a phone: it is brought into view and its question
 * gets focus, so it is seen and read out; keeping the order returns focus to the button.
 */
export function CancelOrder({
  dispensingOrderId,
  onCancelled,
}: {
  dispensingOrderId: string;
  /**
   * The order is cancelled: this button goes with it, so the screen moves focus to the new status.
   * Called even once this is gone, which happens as soon as the order shows as cancelled.
   */
  onCancelled?: () => void;
}) {
  const { t } = useTranslation('guidance');
  const cancel = useCancelOrder(dispensingOrderId);
  const [confirming, setConfirming] = useState(false);
  const box = useRef<HTMLElement>(null);
  const question = useRef<HTMLParagraphElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const problem = useRef<HTMLDivElement>(null);
  // Only after 取り消さない: a cancelled order takes the button away with it.
  const kept = useRef(false);

  useEffect(() => {
    if (confirming) {
      if (box.current && question.current) bringIntoView(box.current, { focus: question.current });
    } else if (kept.current) {
      kept.current = false;
      opener.current?.focus();
    }
  }, [confirming]);

  // 取り消す is disabled while the cancel is sent, so focus has fallen to the page: the refusal
  // takes focus and is read out, with the box's buttons in view to try again or keep the order.
  useEffect(() => {
    if (cancel.error && box.current && problem.current) {
      bringIntoView(box.current, { focus: problem.current });
    }
  }, [cancel.error]);

  if (!confirming) {
    return (
      <div className="guidance-actions">
        <button
          ref={opener}
          type="button"
          className="harmo-button"
          onClick={() => {
            // A refusal of an earlier try is about a question the patient closed.
            cancel.reset();
            setConfirming(true);
          }}
        >
          {t('order.cancel')}
        </button>
      </div>
    );
  }
  return (
    <section ref={box} className="guidance-confirm-box" aria-labelledby="guidance-cancel-title">
      <h2 id="guidance-cancel-title">{t('order.cancelTitle')}</h2>
      <p ref={question} tabIndex={-1}>
        {t('order.cancelQuestion')}
      </p>
      {cancel.isError && <Alert ref={problem}>{t(errorMessageKey(cancel.error))}</Alert>}
      <div className="guidance-actions">
        <button
          type="button"
          className="harmo-button guidance-button--danger"
          disabled={cancel.isPending}
          onClick={() => {
            // Not mutate's own callbacks: they are dropped once the order shows as cancelled
            // and this is taken away, which is when the screen most needs to hear of it.
            cancel
              .mutateAsync()
              .then(() => {
                setConfirming(false);
                onCancelled?.();
              })
              // The refusal is shown (and read out) from the mutation's error.
              .catch(() => undefined);
          }}
        >
          {cancel.isPending ? t('order.cancelling') : t('order.cancelConfirm')}
        </button>
        <button
          type="button"
          className="harmo-button"
          onClick={() => {
            kept.current = true;
            setConfirming(false);
          }}
        >
          {t('order.keep')}
        </button>
      </div>
    </section>
  );
}
