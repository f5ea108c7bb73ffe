import { useTranslation } from 'react-i18next';
import { Alert, errorMessageKey } from '../../ui';
import { usePrescription } from '../api/get-prescription';
import { ParsedPrescription } from './ParsedPrescription';
import { PrescriptionPhoto } from './PrescriptionPhoto';

/** A stored prescription as it was sent: the photo, or what its QR code says. */
export function PrescriptionView({ prescriptionId }: { prescriptionId: string }) {
  const { t } = useTranslation('guidance');
  const prescription = usePrescription(prescriptionId);
  if (prescription.isPending) {
    return (
      <p role="status" className="guidance-muted">
        {t('common.loading')}
      </p>
    );
  }
  if (prescription.isError) return <Alert>{t(errorMessageKey(prescription.error))}</Alert>;
  const { photo, qr } = prescription.data;
  if (photo) return <PrescriptionPhoto prescriptionId={prescriptionId} />;
  if (qr) return <ParsedPrescription prescription={qr.prescription} />;
  return <Alert>{t('errors.generic')}</Alert>;
}
