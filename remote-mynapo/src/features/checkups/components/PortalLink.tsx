import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '@harmo/shared';
import { usePortalStatus } from '../api/get-portal-status';
import { useCompletePortalLink } from '../api/complete-portal-link';
import { useStartPortalLink } from '../api/start-portal-link';
import { ImportResults } from './ImportResults';

/**
 * The link to マイナポータル: a button that opens the portal's consent page (the local stand-in in
 * development), and, when the portal sends the person back here with its answer, the check-ups
 * brought in. The answer is taken once and removed from the address.
 */
export function PortalLink({ patientId }: { patientId: string }) {
  const { t } = useTranslation('mynapo');
  const location = useLocation();
  const navigate = useNavigate();
  const status = usePortalStatus();
  const start = useStartPortalLink();
  const complete = useCompletePortalLink();
  const answered = useRef(false);

  const params = new URLSearchParams(location.search);
  const code = params.get('code');
  const state = params.get('state');
  const refused = params.get('error');

  useEffect(() => {
    if (answered.current || !code || !state) return;
    answered.current = true;
    complete.mutate({ code, state });
    void navigate(location.pathname, { replace: true });
  }, [code, state, complete, navigate, location.pathname]);

  if (!status.data || status.data.mode === 'off') return null;
  return (
    <section className="mynapo-section" aria-labelledby="mynapo-portal-heading">
      <h2 id="mynapo-portal-heading">{t('portal.heading')}</h2>
      <p className="mynapo-hint">
        {t(status.data.mode === 'standin' ? 'portal.hintStandin' : 'portal.hint')}
      </p>
      <button
        type="button"
        className="harmo-button harmo-button--primary mynapo-wide"
        disabled={start.isPending}
        onClick={() => start.mutate(patientId)}
      >
        {t('portal.link')}
      </button>
      {start.isError && (
        <p className="mynapo-error" role="alert">
          {t('portal.startFailed')}
        </p>
      )}
      {refused && (
        <p className="mynapo-error" role="alert">
          {t('portal.refused')}
        </p>
      )}
      {complete.isPending && <p role="status">{t('portal.bringingIn')}</p>}
      {complete.isError && (
        <p className="mynapo-error" role="alert">
          {complete.error instanceof ApiError && complete.error.code === 'portal_unavailable'
            ? t('portal.unavailable')
            : t('portal.completeFailed')}
        </p>
      )}
      {complete.data && (
        <div role="status">
          <p>{t('portal.broughtIn', { count: complete.data.files.length })}</p>
          <ImportResults files={complete.data.files} />
          <Link className="harmo-button mynapo-wide" to="/mynapo/special-health-check-up-data">
            {t('link.showCheckups')}
          </Link>
        </div>
      )}
    </section>
  );
}
