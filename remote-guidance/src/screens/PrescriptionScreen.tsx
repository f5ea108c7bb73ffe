import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DispensingOrderParams } from '@harmo/contracts/dispensing-orders';
import { useOrder } from '../features/orders';
import { PrescriptionView } from '../features/prescriptions';
import { Alert, GuidancePage, errorMessageKey } from '../features/ui';

/** /guidance/prescription/:dispensingOrderId: the prescription sent with an order. */
export function PrescriptionScreen() {
  const { t } = useTranslation('guidance');
  const params = DispensingOrderParams.safeParse(useParams());
  const id = params.success ? params.data.dispensingOrderId : null;
  const order = useOrder(id ?? '', { polling: false, enabled: id !== null });
  const back = id ? { to: `/guidance/${id}`, label: t('common.backToStatus') } : undefined;

  return (
    <GuidancePage title={t('titles.prescription')} back={back}>
      {!id ? (
        <Alert>{t('errors.notFound')}</Alert>
      ) : order.isPending ? (
        <p role="status" className="guidance-muted">
          {t('common.loading')}
        </p>
      ) : order.isError ? (
        <Alert>{t(errorMessageKey(order.error))}</Alert>
      ) : (
        <>
          <p className="guidance-lead">
            {t('prescription.sentTo', { pharmacy: order.data.pharmacy.name })}
          </p>
          <PrescriptionView prescriptionId={order.data.prescriptionId} />
        </>
      )}
    </GuidancePage>
  );
}
