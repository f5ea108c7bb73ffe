import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DispensingOrderParams, isFinalOrderStatus } from '@harmo/contracts/dispensing-orders';
import {
  CancelOrder,
  OrderTimeline,
  PharmacyMessages,
  ReceiveSummary,
  StatusChip,
  patientCanCancel,
  useFollowedOrder,
} from '../features/orders';
import { PayStep } from '../features/payment';
import {
  Alert,
  GuidancePage,
  bringIntoView,
  errorMessageKey,
  formatDateTime,
} from '../features/ui';

/** /guidance/:dispensingOrderId: where the order stands, updated as the pharmacy answers. */
export function OrderScreen() {
  const { t } = useTranslation('guidance');
  const params = DispensingOrderParams.safeParse(useParams());
  if (!params.success) {
    return (
      <GuidancePage title={t('titles.order')}>
        <Alert>{t('errors.notFound')}</Alert>
      </GuidancePage>
    );
  }
  return <OrderStatus dispensingOrderId={params.data.dispensingOrderId} />;
}

function OrderStatus({ dispensingOrderId }: { dispensingOrderId: string }) {
  const { t, i18n } = useTranslation('guidance');
  const { order, live } = useFollowedOrder(dispensingOrderId);
  const back = { to: '/guidance', label: t('common.backToOrders') };
  const statusLine = useRef<HTMLParagraphElement>(null);
  const [cancelled, setCancelled] = useState(false);

  // 取り消す is taken away with the question once the order is cancelled, far below the status
  // on a phone: the new status is brought into view and read out, rather than focus falling to
  // the page. After the render that shows it, so what is read is the new status.
  useEffect(() => {
    if (cancelled && statusLine.current) {
      setCancelled(false);
      bringIntoView(statusLine.current, { block: 'center' });
    }
  }, [cancelled]);

  if (order.isPending) {
    return (
      <GuidancePage title={t('titles.order')} back={back}>
        <p role="status" className="guidance-muted">
          {t('common.loading')}
        </p>
      </GuidancePage>
    );
  }
  if (order.isError) {
    return (
      <GuidancePage title={t('titles.order')} back={back}>
        <Alert>{t(errorMessageKey(order.error))}</Alert>
      </GuidancePage>
    );
  }
  const data = order.data;
  const final = isFinalOrderStatus(data.status);
  return (
    <GuidancePage title={t('titles.order')} back={back}>
      <section className="guidance-section" aria-labelledby="guidance-order-pharmacy">
        <h2 id="guidance-order-pharmacy" className="guidance-order-pharmacy">
          {data.pharmacy.name}
        </h2>
        <p ref={statusLine} tabIndex={-1} className="guidance-status-line" aria-live="polite">
          {t('order.statusNow')} <StatusChip status={data.status} />
        </p>
        <p className="guidance-status-explain">{t(`order.explain.${data.status}`)}</p>
        {!final && (
          <p className="guidance-live" role="status">
            {live === 'live' ? t('order.live') : t('order.polling')}
          </p>
        )}
      </section>

      {data.receive.type === 'delivery' && (
        <PayStep
          patientId={data.patientId}
          dispensingOrderId={data.id}
          payment={data.payment}
          onOrderChanged={() => void order.refetch()}
        />
      )}

      <section className="guidance-section" aria-labelledby="guidance-order-progress">
        <h2 id="guidance-order-progress">{t('order.progress')}</h2>
        <OrderTimeline order={data} />
      </section>

      <section className="guidance-section" aria-labelledby="guidance-order-messages">
        <h2 id="guidance-order-messages">{t('order.messages')}</h2>
        <PharmacyMessages messages={data.messages} />
      </section>

      <section className="guidance-section" aria-labelledby="guidance-order-details">
        <h2 id="guidance-order-details">{t('order.details')}</h2>
        <dl className="harmo-dl">
          <dt>{t('order.sentAt')}</dt>
          <dd>{formatDateTime(data.createdAt, i18n.language)}</dd>
          <dt>{t('receive.legend')}</dt>
          <dd>
            <ReceiveSummary receive={data.receive} />
          </dd>
          {data.meetingUrl && (
            <>
              <dt>{t('order.meeting')}</dt>
              <dd>
                <a href={data.meetingUrl} target="_blank" rel="noopener noreferrer">
                  {t('order.openMeeting')}
                </a>
              </dd>
            </>
          )}
          <dt>{t('newOrder.notes')}</dt>
          <dd className="guidance-prewrap">{data.notes ?? t('confirm.noNotes')}</dd>
          {data.pharmacy.phone && (
            <>
              <dt>{t('order.phone')}</dt>
              <dd>
                <a href={`tel:${data.pharmacy.phone.replace(/[^\d+]/g, '')}`}>
                  {data.pharmacy.phone}
                </a>
              </dd>
            </>
          )}
        </dl>
        <Link to={`/guidance/prescription/${data.id}`}>{t('order.viewPrescription')}</Link>
      </section>

      {patientCanCancel(data.status) && (
        <CancelOrder dispensingOrderId={data.id} onCancelled={() => setCancelled(true)} />
      )}
    </GuidancePage>
  );
}
