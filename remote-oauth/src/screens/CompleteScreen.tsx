import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { FullAreaSpinner, MessageScreen } from '@harmo/shared';
import {
  InteractionProblem,
  decisionStateSchema,
  useDecision,
  useInteractionUid,
} from '../features/consent';

const KNOWN_ERRORS = new Set([
  'invalid_redirect_uri',
  'invalid_client',
  'invalid_request',
  'access_denied',
  'server_error',
]);

/** An authorization request the server could not send back to the client. */
function RequestError({ code }: { code: string }) {
  const { t } = useTranslation('oauth');
  const navigate = useNavigate();
  const key = KNOWN_ERRORS.has(code) ? code : 'other';
  return (
    <MessageScreen
      type="error"
      message={
        <>
          {t('complete.errorTitle')}
          <span className="harmo-oauth-block harmo-oauth-choice__detail">
            {t(`complete.oauthErrors.${key}`)}
          </span>
          <span className="harmo-oauth-block harmo-oauth-hint">
            {t('complete.errorCode', { code })}
          </span>
        </>
      }
      actions={[{ label: t('common.toClients'), onClick: () => void navigate('/oauth/clients') }]}
    />
  );
}

/**
 * /oauth/complete: ends the interaction. With a decision from /oauth/auth or
 * /oauth/choose-account it sends it and navigates on to the authorization server, which
 * redirects to the client with code and state (or access_denied). With ?error=… (a request
 * that could not go back to the client) it explains what went wrong; it never redirects to a
 * URI the client did not register.
 */
export function CompleteScreen() {
  const { t } = useTranslation('oauth');
  const [params] = useSearchParams();
  const location = useLocation();
  const uid = useInteractionUid();
  const error = params.get('error');
  const decision = useMemo(() => {
    const parsed = decisionStateSchema.safeParse(location.state);
    return parsed.success ? parsed.data.decision : null;
  }, [location.state]);
  const progress = useDecision(error ? null : uid, error ? null : decision);

  if (error) return <RequestError code={error.slice(0, 64)} />;
  if (!uid || !decision) {
    return <InteractionProblem messageKey="complete.nothingToComplete" />;
  }
  if (progress.status === 'unsafe')
    return <InteractionProblem messageKey="complete.unsafeRedirect" />;
  if (progress.status === 'failed') return <InteractionProblem error={progress.error} />;
  return (
    <main className="harmo-page harmo-oauth">
      <h1>{t('titles.complete')}</h1>
      <p role="status">{t('complete.working')}</p>
      <FullAreaSpinner />
    </main>
  );
}
