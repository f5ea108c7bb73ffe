import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSessionStore } from '@harmo/shared';
import type { Prescription } from '@harmo/contracts/prescriptions';
import { useOrderDraft } from '../features/order-draft';
import { CodeIntake, PhotoIntake } from '../features/prescription-intake';
import { GuidancePage } from '../features/ui';

/** /guidance/new-prescription: a photo of the paper prescription, or its QR code. */
export function NewPrescriptionScreen() {
  const { t } = useTranslation('guidance');
  const navigate = useNavigate();
  const patientId = useSessionStore((state) => state.currentPatientId);
  const { change } = useOrderDraft();
  const attached = useCallback(
    (prescription: Prescription) => {
      change({ prescription: { id: prescription.id, kind: prescription.kind } });
      void navigate('/guidance/confirm-prescription');
    },
    [change, navigate],
  );
  if (!patientId) return null;
  return (
    <GuidancePage
      title={t('titles.newPrescription')}
      lead={t('intake.lead')}
      back={{ to: '/guidance/new', label: t('common.backToOrder') }}
    >
      <PhotoIntake patientId={patientId} onAttached={attached} />
      <CodeIntake patientId={patientId} onAttached={attached} />
    </GuidancePage>
  );
}
