import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FullAreaSpinner } from '@harmo/shared';
import {
  InteractionProblem,
  ScopeList,
  useInteraction,
  useInteractionUid,
  type Decision,
} from '../features/consent';
import { OAuthPage } from '../features/ui';

/**
 * /oauth/auth?uid=…: where a partner's authorization request lands (a signed-out user comes
 * back here after sign-in). Shows the client and what it may read; approve or deny.
 */
export function AuthorizeScreen() {
  const { t } = useTranslation('oauth');
  const navigate = useNavigate();
  const uid = useInteractionUid();
  const interaction = useInteraction(uid);

  if (!uid) return <InteractionProblem messageKey="authorize.missingUid" />;
  if (interaction.isPending) return <FullAreaSpinner />;
  if (interaction.isError) return <InteractionProblem error={interaction.error} />;

  const { client, scopes, patients } = interaction.data;
  const self = patients.find((patient) => patient.type === 'self');
  const complete = (decision: Decision) => {
    void navigate(`/oauth/complete?uid=${encodeURIComponent(uid)}`, { state: { decision } });
  };

  const approve = () => {
    // Choosing is only needed when the user acts for someone else too.
    if (patients.length > 1 || !self) {
      void navigate(`/oauth/choose-account?uid=${encodeURIComponent(uid)}`);
    } else {
      complete({ kind: 'approve', patientId: self.patientId });
    }
  };

  return (
    <OAuthPage title={t('titles.authorize')} lead={t('authorize.lead', { client: client.name })}>
      <section className="harmo-oauth-section" aria-labelledby="oauth-requested">
        <h2 id="oauth-requested">{t('authorize.requested')}</h2>
        {scopes.length > 0 ? <ScopeList scopes={scopes} /> : <p>{t('authorize.noScopes')}</p>}
      </section>
      {patients.length === 1 && self && <p>{t('authorize.onePatient', { name: self.name })}</p>}
      {client.redirectOrigin && (
        <p className="harmo-oauth-hint">
          {t('authorize.returnTo', { origin: client.redirectOrigin })}
        </p>
      )}
      <div className="harmo-oauth-actions">
        <button type="button" className="harmo-button harmo-button--primary" onClick={approve}>
          {t('authorize.approve')}
        </button>
        <button type="button" className="harmo-button" onClick={() => complete({ kind: 'deny' })}>
          {t('authorize.deny')}
        </button>
      </div>
    </OAuthPage>
  );
}
