import { useTranslation } from 'react-i18next';
import { FullAreaSpinner, useSessionStore } from '@harmo/shared';
import { CreditCardManager } from '../features/payment';
import { GuidancePage } from '../features/ui';

/** /payment/credit-card: the current patient's cards. */
export function CreditCardScreen() {
  const { t } = useTranslation('guidance');
  const patientId = useSessionStore((state) => state.currentPatientId);
  const patientName = useSessionStore((state) =>
    state.currentPatientId ? state.patients[state.currentPatientId]?.name : undefined,
  );
  return (
    <GuidancePage
      title={t('titles.creditCard')}
      lead={patientName ? t('payment.forPatient', { name: patientName }) : undefined}
    >
      {patientId ? (
        <CreditCardManager key={patientId} patientId={patientId} />
      ) : (
        <FullAreaSpinner />
      )}
    </GuidancePage>
  );
}
