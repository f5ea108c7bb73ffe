import { useTranslation } from 'react-i18next';
import { Alert, errorMessageKey } from '../../ui';
import { usePrescriptionImage } from '../api/get-prescription-image';

/** The stored photo of a prescription, fetched with the patient's token. */
export function PrescriptionPhoto({ prescriptionId }: { prescriptionId: string }) {
  const { t } = useTranslation('guidance');
  const image = usePrescriptionImage(prescriptionId);
  if (image.isError) return <Alert>{t(errorMessageKey(image.error))}</Alert>;
  if (!image.objectUrl) {
    return (
      <p role="status" className="guidance-muted">
        {t('common.loading')}
      </p>
    );
  }
  return <img className="guidance-photo" src={image.objectUrl} alt={t('prescription.photoAlt')} />;
}
