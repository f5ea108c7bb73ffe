import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FullAreaSpinner, useSessionStore } from '@harmo/shared';
import { useCheckups } from '../api/get-checkups';
import { CheckupCharts } from './CheckupCharts';
import { CheckupTable } from './CheckupTable';

/** The current patient's check-ups over the years: table, then charts; or the way to bring some in. */
export function CheckupOverview() {
  const { t } = useTranslation('mynapo');
  const patientId = useSessionStore((s) => s.currentPatientId);
  const name = useSessionStore((s) =>
    s.currentPatientId ? (s.patients[s.currentPatientId]?.name ?? '') : '',
  );
  const checkups = useCheckups(patientId);

  if (checkups.isPending) return <FullAreaSpinner />;
  if (checkups.isError) {
    return (
      <p className="mynapo-error" role="alert">
        {t('data.loadFailed')}
      </p>
    );
  }
  const list = checkups.data.checkups;
  if (list.length === 0) {
    return (
      <div className="mynapo-empty">
        <p>{t('data.empty', { name })}</p>
        <Link
          className="harmo-button harmo-button--primary mynapo-wide"
          to="/mynapo/link-myna-data"
        >
          {t('data.emptyAction')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className="mynapo-hint">{t('data.whose', { name, count: list.length })}</p>
      <p className="mynapo-hint">{t('data.marksNote')}</p>
      <CheckupTable checkups={list} />
      <CheckupCharts checkups={list} />
      <Link className="harmo-button mynapo-wide" to="/mynapo/link-myna-data">
        {t('data.addMore')}
      </Link>
    </>
  );
}
