import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, errorMessageKey } from '../../ui';
import { useCancelOrder } from '../api/cancel-order';

/** Withdraws a submitted order after the patient confirms it. */
export function CancelOrder({ dispensingOrderId }: { dispensingOrderId: string }) {
  const { t } = useTranslation('guidance');
  const cancel = useCancelOrder(dispensingOrderId);
  const [confirming, setConfirming] = useState(false);

  if (!confirming) {
    return (
      <div className="guidance-actions">
        <button type="button" className="harmo-button" onClick={() => setConfirming(true)}>
          {t('order.cancel')}
        </button>
      </div>
    );
  }
  return (
    <section className="guidance-confirm-box" aria-labelledby="guidance-cancel-title">
      <h2 id="guidance-cancel-title">{t('order.cancelTitle')}</h2>
      <p>{t('order.cancelQuestion')}</p>
      {cancel.isError && <Alert>{t(errorMessageKey(cancel.error))}</Alert>}
      <div className="guidance-actions">
        <button
          type="button"
          className="harmo-button guidance-button--danger"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        >
          {cancel.isPending ? t('order.cancelling') : t('order.cancelConfirm')}
        </button>
        <button type="button" className="harmo-button" onClick={() => setConfirming(false)}>
          {t('order.keep')}
        </button>
      </div>
    </section>
  );
}
