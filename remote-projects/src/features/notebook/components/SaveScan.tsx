import { useTranslation } from 'react-i18next';
import { useChangeCurrentPatient } from '@harmo/shared';
import { Alert, PatientSelect, errorMessageKey, useCurrentPatient } from '../../ui';
import { useScanCheck } from '../api/check-scan';
import { useSaveScan } from '../api/save-scan';
import type { NotebookScan } from '../types/scan';

/**
 * Saving a scan: whose notebook first (the current patient unless the user picks another),
 * then one button. A notebook saved before says so instead of offering to save it again.
 */
export function SaveScan({ scan }: { scan: NotebookScan }) {
  const { t } = useTranslation('projects');
  const { patientId, patientName } = useCurrentPatient();
  const changePatient = useChangeCurrentPatient();
  const check = useScanCheck(patientId, scan);
  const save = useSaveScan();
  const saved = save.data && save.variables?.patientId === patientId ? save.data : null;

  const alreadySaved = saved ? saved.alreadySaved : check.data?.alreadySaved === true;
  return (
    <section className="harmo-card projects-save" aria-labelledby="save-scan">
      <h2 id="save-scan">{t('notebook.save.title')}</h2>
      <PatientSelect
        label={t('notebook.save.patient')}
        value={patientId}
        onChange={(id) => {
          save.reset();
          changePatient(id);
        }}
      />
      {saved && !saved.alreadySaved && (
        <Alert tone="success">
          {t('notebook.save.saved', {
            name: patientName,
            visits: saved.addedDispensings,
            otc: saved.addedOtcMedications,
          })}
        </Alert>
      )}
      {alreadySaved && (
        <Alert tone="success">{t('notebook.save.alreadySaved', { name: patientName })}</Alert>
      )}
      {check.error && !saved && <Alert>{t(errorMessageKey(check.error))}</Alert>}
      {save.error && <Alert>{t(errorMessageKey(save.error))}</Alert>}
      {!alreadySaved && !saved && (
        <button
          type="button"
          className="harmo-button harmo-button--primary projects-save__button"
          disabled={!patientId || save.isPending}
          onClick={() => patientId && save.mutate({ patientId, scan })}
        >
          {save.isPending
            ? t('notebook.save.saving')
            : t('notebook.save.button', { name: patientName })}
        </button>
      )}
    </section>
  );
}
