import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@harmo/shared';
import { useOrderDraft } from '../features/order-draft';
import { OrderList, useOrders } from '../features/orders';
import { Alert, GuidancePage, errorMessageKey, LinkButton } from '../features/ui';

/** /guidance: the current patient's dispensing orders, newest first. */
export function OrdersScreen() {
  const { t } = useTranslation('guidance');
  const patientId = useSessionStore((state) => state.currentPatientId);
  const orders = useOrders(patientId);
  const { draft } = useOrderDraft();

  const newOrder = (
    <div className="guidance-actions">
      <LinkButton primary to="/guidance/new">
        {draft ? t('orders.continueDraft') : t('orders.newOrder')}
      </LinkButton>
    </div>
  );

  return (
    <GuidancePage title={t('titles.orders')} lead={t('orders.lead')}>
      {orders.isPending ? (
        <p role="status" className="guidance-muted">
          {t('common.loading')}
        </p>
      ) : orders.isError ? (
        <Alert>{t(errorMessageKey(orders.error))}</Alert>
      ) : orders.data.length === 0 ? (
        <section className="guidance-empty" aria-labelledby="guidance-empty-title">
          <h2 id="guidance-empty-title">{t('orders.emptyTitle')}</h2>
          <p>{t('orders.emptyBody')}</p>
          {newOrder}
        </section>
      ) : (
        <>
          {newOrder}
          <OrderList orders={orders.data} />
        </>
      )}
    </GuidancePage>
  );
}
