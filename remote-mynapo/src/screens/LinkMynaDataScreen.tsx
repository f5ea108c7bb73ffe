import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '@harmo/shared';
import { CheckupUpload, PortalLink } from '../features/checkups';
import { MynapoPage } from '../features/ui';
import '../styles/mynapo.css';

/** /mynapo/link-myna-data: bring the current patient's check-ups in, from the portal or files. */
export function LinkMynaDataScreen() {
  const { t } = useTranslation('mynapo');
  const patientId = useSessionStore((s) => s.currentPatientId);
  const name = useSessionStore((s) =>
    s.currentPatientId ? (s.patients[s.currentPatientId]?.name ?? '') : '',
  );
  return (
    <MynapoPage title={t('titles.linkMynaData')} lead={t('link.lead', { name })}>
      {patientId && (
        <>
          <PortalLink patientId={patientId} />
          <CheckupUpload patientId={patientId} />
        </>
      )}
      <Link className="harmo-button mynapo-wide" to="/mynapo/special-health-check-up-data">
        {t('link.showCheckups')}
      </Link>
    </MynapoPage>
  );
}
