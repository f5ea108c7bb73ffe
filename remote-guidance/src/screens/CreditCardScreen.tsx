import { useTranslation } from 'react-i18next';
import { FullAreaSpinner, useSessionStore } from '@harmo/shared';
import { CreditCardManager } from '../features/payment';

/** /payment/credit-card: the current patient's cards. */
export function CreditCardScreen() {
  const { t } = useTranslation('guidance');
  const patientId = useSessionStore((state) => state.currentPatientId);
  const patientName = useSessionStore((state) =>
    state.currentPatientId ? state.patients[state.currentPatientId]?.name : undefined,
  );
  return (
    <main className="harmo-page">
      <h1>{t('titles.creditCard')}</h1>
      {patientId ? (
        <>
          {patientName ? (
            <p className="payment-note">{t('payment.forPatient', { name: patientName })}</p>
          ) : null}
          <CreditCardManager key={patientId} patientId={patientId} />
        </>
      ) : (
        <FullAreaSpinner />
      )}
    </main>
  );
}
