import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FullAreaSpinner, useSessionStore } from '@harmo/shared';
import { CheckupUpload, PortalLink, usePortalStatus } from '../features/checkups';
import { MynapoPage } from '../features/ui';
import '../styles/mynapo.css';

/**
 * /mynapo/link-myna-data: bring the current patient's check-ups in, from the portal or files.
 * The sections show once it is known whether the portal is offered (asked for with the route):
 * shown as they came, the portal's section would push the others down under the reader's eyes.
 */
export function LinkMynaDataScreen() {
  const { t } = useTranslation('mynapo');
  const patientId = useSessionStore((s) => s.currentPatientId);
  const name = useSessionStore((s) =>
    s.currentPatientId ? (s.patients[s.currentPatientId]?.name ?? '') : '',
  );
  const portalKnown = !usePortalStatus().isPending;
  return (
    <MynapoPage title={t('titles.linkMynaData')} lead={t('link.lead')}>
      {/* The lead holds no value, so that the server paints it before the code: whose notebook
          the results go into is said here. */}
      {name && <p className="mynapo-target">{t('link.target', { name })}</p>}
      {!portalKnown && <FullAreaSpinner />}
      {portalKnown && patientId && (
        <>
          <PortalLink patientId={patientId} />
          <CheckupUpload patientId={patientId} />
        </>
      )}
      {portalKnown && (
        <Link className="harmo-button mynapo-wide" to="/mynapo/special-health-check-up-data">
          {t('link.showCheckups')}
        </Link>
      )}
    </MynapoPage>
  );
}
