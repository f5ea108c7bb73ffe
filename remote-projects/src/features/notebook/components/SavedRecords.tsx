import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FullAreaSpinner } from '@harmo/shared';
import { ConfirmAction } from '@harmo/shared/confirm-action';
import {
  Alert,
  confirmLook,
  errorMessageKey,
  formatCalendarDate,
  useCurrentPatient,
} from '../../ui';
import { useDeleteRecord, type RecordRef } from '../api/delete-record';
import { useMedicationRecords } from '../api/get-medication-records';
import { visitFromSaved } from '../utils/visit-from-saved';
import { VisitCard } from './VisitCard';

/**
 * Delete, asked first: the question names the record, and nothing is deleted until the user
 * confirms. The list then loses the record, and the message saying so takes the focus.
 */
function DeleteRecord({
  record,
  label,
  onDeleted,
}: {
  record: RecordRef;
  label: string;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('projects');
  const remove = useDeleteRecord();
  return (
    <ConfirmAction
      classNames={confirmLook({ small: true })}
      label={t('records.delete')}
      accessibleLabel={t('records.deleteLabel', { name: label })}
      question={t('records.deleteQuestion', { name: label })}
      confirmLabel={t('records.confirmDelete')}
      cancelLabel={t('records.cancel')}
      busyLabel={t('records.deleting')}
      problem={remove.error && <Alert>{t(errorMessageKey(remove.error))}</Alert>}
      onConfirm={() => remove.mutateAsync(record).then(onDeleted)}
    />
  );
}

/** The current patient's saved visits and OTC medicines, newest first, each deletable. */
export function SavedRecords() {
  const { t, i18n } = useTranslation('projects');
  const { patientId, patientName } = useCurrentPatient();
  const records = useMedicationRecords(patientId);
  // The record last deleted, said once its card is gone (for the patient it was deleted for).
  const [deleted, setDeleted] = useState<{ patientId: string; id: string; label: string } | null>(
    null,
  );
  if (!patientId) return null;
  if (records.isPending) return <FullAreaSpinner />;
  if (records.error) return <Alert>{t(errorMessageKey(records.error))}</Alert>;
  const { dispensings, otcMedications } = records.data;
  return (
    <section aria-labelledby="saved-records" className="projects-records">
      <h2 id="saved-records">{t('records.title', { name: patientName })}</h2>
      {deleted?.patientId === patientId && (
        <Alert key={deleted.id} tone="success" focus>
          {t('records.deleted', { name: deleted.label })}
        </Alert>
      )}
      {dispensings.length === 0 && otcMedications.length === 0 && <p>{t('records.empty')}</p>}
      {dispensings.map((dispensing) => {
        const label = t('records.visitLabel', {
          date: formatCalendarDate(dispensing.date, i18n.language) ?? t('notebook.noDate'),
        });
        return (
          <VisitCard
            key={dispensing.id}
            visit={visitFromSaved(dispensing)}
            actions={
              <DeleteRecord
                record={{ kind: 'dispensing', patientId, id: dispensing.id }}
                label={label}
                onDeleted={() => setDeleted({ patientId, id: dispensing.id, label })}
              />
            }
          />
        );
      })}
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
                <DeleteRecord
                  record={{ kind: 'otc', patientId, id: medication.id }}
                  label={medication.name}
                  onDeleted={() =>
                    setDeleted({ patientId, id: medication.id, label: medication.name })
                  }
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
