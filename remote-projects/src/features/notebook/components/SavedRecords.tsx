import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FullAreaSpinner } from '@harmo/shared';
import { Alert, errorMessageKey, formatCalendarDate, useCurrentPatient } from '../../ui';
import { useDeleteRecord, type RecordRef } from '../api/delete-record';
import { useMedicationRecords } from '../api/get-medication-records';
import { visitFromSaved } from '../utils/visit-from-saved';
import { VisitCard } from './VisitCard';

/** Delete in two steps: the first press asks, the second deletes. */
function DeleteButton({ record, label }: { record: RecordRef; label: string }) {
  const { t } = useTranslation('projects');
  const [asking, setAsking] = useState(false);
  const remove = useDeleteRecord();
  if (!asking) {
    return (
      <button
        type="button"
        className="harmo-button harmo-button--small"
        aria-label={t('records.deleteLabel', { name: label })}
        onClick={() => setAsking(true)}
      >
        {t('records.delete')}
      </button>
    );
  }
  return (
    <div className="harmo-row" role="group" aria-label={t('records.confirmLabel', { name: label })}>
      <button
        type="button"
        className="harmo-button harmo-button--small projects-danger"
        disabled={remove.isPending}
        onClick={() => remove.mutate(record)}
      >
        {t('records.confirmDelete')}
      </button>
      <button
        type="button"
        className="harmo-button harmo-button--small"
        onClick={() => setAsking(false)}
      >
        {t('records.cancel')}
      </button>
      {remove.error && <Alert>{t(errorMessageKey(remove.error))}</Alert>}
    </div>
  );
}

/** The current patient's saved visits and OTC medicines, newest first, each deletable. */
export function SavedRecords() {
  const { t, i18n } = useTranslation('projects');
  const { patientId, patientName } = useCurrentPatient();
  const records = useMedicationRecords(patientId);
  if (!patientId) return null;
  if (records.isPending) return <FullAreaSpinner />;
  if (records.error) return <Alert>{t(errorMessageKey(records.error))}</Alert>;
  const { dispensings, otcMedications } = records.data;
  return (
    <section aria-labelledby="saved-records" className="projects-records">
      <h2 id="saved-records">{t('records.title', { name: patientName })}</h2>
      {dispensings.length === 0 && otcMedications.length === 0 && <p>{t('records.empty')}</p>}
      {dispensings.map((dispensing) => (
        <VisitCard
          key={dispensing.id}
          visit={visitFromSaved(dispensing)}
          actions={
            <DeleteButton
              record={{ kind: 'dispensing', patientId, id: dispensing.id }}
              label={t('records.visitLabel', {
                date: formatCalendarDate(dispensing.date, i18n.language) ?? t('notebook.noDate'),
              })}
            />
          }
        />
      ))}
      {otcMedications.length > 0 && (
        <>
          <h3>{t('records.otcTitle')}</h3>
          <ul className="projects-otc-records">
            {otcMedications.map((medication) => (
              <li key={medication.id} className="harmo-card" data-testid="otc-record">
                <p className="projects-drug__name">{medication.name}</p>
                <p className="projects-otc-records__meta">
                  {[
                    medication.startDate &&
                      t('notebook.otcSince', {
                        date: formatCalendarDate(medication.startDate, i18n.language),
                      }),
                    medication.janCode && t('records.jan', { code: medication.janCode }),
                  ]
                    .filter(Boolean)
                    .join(' / ')}
                </p>
                <DeleteButton
                  record={{ kind: 'otc', patientId, id: medication.id }}
                  label={medication.name}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
