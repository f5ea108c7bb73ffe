import { useTranslation } from 'react-i18next';
import type { JahisPrescriptionData } from '@harmo/contracts/prescriptions';
import { formatCompactDate } from '../../ui';
import { formKey, rpQuantity } from '../utils/rp-quantity';

/** What a prescription QR code says: who prescribed, when, and each RP with its drugs. */
export function ParsedPrescription({ prescription }: { prescription: JahisPrescriptionData }) {
  const { t, i18n } = useTranslation('guidance');
  const date = (value: string | null) =>
    value ? formatCompactDate(value, i18n.language) : t('rx.notWritten');
  return (
    <div className="guidance-rx">
      <dl className="harmo-dl">
        <dt>{t('rx.institution')}</dt>
        <dd>{prescription.institution?.name ?? t('rx.notWritten')}</dd>
        <dt>{t('rx.doctor')}</dt>
        <dd>{prescription.doctor?.name ?? t('rx.notWritten')}</dd>
        <dt>{t('rx.patient')}</dt>
        <dd>{prescription.patient.name ?? prescription.patient.kana ?? t('rx.notWritten')}</dd>
        <dt>{t('rx.issueDate')}</dt>
        <dd>{date(prescription.issueDate)}</dd>
        {prescription.expiryDate && (
          <>
            <dt>{t('rx.expiryDate')}</dt>
            <dd>{date(prescription.expiryDate)}</dd>
          </>
        )}
        {prescription.refill && (
          <>
            <dt>{t('rx.refill')}</dt>
            <dd>{t('rx.refillUses', { count: prescription.refill.totalUses })}</dd>
          </>
        )}
      </dl>
      <h2 className="guidance-subtitle">{t('rx.drugs')}</h2>
      <ol className="guidance-rps">
        {prescription.rps.map((rp, index) => {
          const quantity = rpQuantity(rp);
          return (
            <li key={`${rp.number ?? 'rp'}-${index}`} className="harmo-card guidance-rp">
              <p className="guidance-rp__head">
                <span>{t('rx.rpNumber', { number: rp.number ?? index + 1 })}</span>
                <span className="harmo-badge">{t(formKey(rp.form))}</span>
              </p>
              <ul className="guidance-drugs">
                {rp.drugs.map((drug, drugIndex) => (
                  <li key={`${drug.code ?? drug.name ?? 'drug'}-${drugIndex}`}>
                    <span className="guidance-drug__name">
                      {drug.name ?? t('rx.drugByCode', { code: drug.code ?? '' })}
                    </span>
                    {drug.amount !== null && (
                      <span className="guidance-drug__amount">
                        {' '}
                        {drug.amount}
                        {drug.unit ?? ''}
                      </span>
                    )}
                    {drug.generic && <span className="harmo-badge">{t('rx.generic')}</span>}
                  </li>
                ))}
              </ul>
              <p className="guidance-rp__usage">
                {[rp.usage, quantity ? t(quantity.key, { count: quantity.count }) : null]
                  .filter(Boolean)
                  .join(t('rx.separator'))}
              </p>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
