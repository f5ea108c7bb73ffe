import { useTranslation } from 'react-i18next';
import { useOrderDraft } from '../features/order-draft';
import { PrescriptionView } from '../features/prescriptions';
import { GuidancePage, LinkButton } from '../features/ui';

/** /guidance/confirm-prescription: the attached photo, or the drugs its QR code names. */
export function ConfirmPrescriptionScreen() {
  const { t } = useTranslation('guidance');
  const { draft } = useOrderDraft();
  const prescription = draft?.prescription ?? null;

  if (!prescription) {
    return (
      <GuidancePage title={t('titles.confirmPrescription')}>
        <p>{t('confirmPrescription.none')}</p>
        <div className="guidance-actions">
          <LinkButton primary to="/guidance/new-prescription">
            {t('newOrder.attachPrescription')}
          </LinkButton>
        </div>
      </GuidancePage>
    );
  }
  return (
    <GuidancePage
      title={t('titles.confirmPrescription')}
      lead={t(`confirmPrescription.lead.${prescription.kind}`)}
    >
      <PrescriptionView prescriptionId={prescription.id} />
      <div className="guidance-actions">
        <LinkButton primary to="/guidance/new">
          {t('confirmPrescription.use')}
        </LinkButton>
        <LinkButton to="/guidance/new-prescription">
          {t(`confirmPrescription.redo.${prescription.kind}`)}
        </LinkButton>
      </div>
    </GuidancePage>
  );
}
