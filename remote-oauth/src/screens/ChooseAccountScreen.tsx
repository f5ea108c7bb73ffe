import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FullAreaSpinner, useSessionStore } from '@harmo/shared';
import {
  InteractionProblem,
  useInteraction,
  useInteractionUid,
  type Decision,
  type InteractionPatient,
} from '../features/consent';
import { Choice, ChoiceGroup, OAuthPage } from '../features/ui';

/** The patient preselected: the one the header has chosen, else the user themself. */
function initialChoice(patients: InteractionPatient[], currentPatientId: string | null): string {
  const current = patients.find((patient) => patient.patientId === currentPatientId);
  const self = patients.find((patient) => patient.type === 'self');
  return (current ?? self ?? patients[0])?.patientId ?? '';
}

/** /oauth/choose-account?uid=…: whose data (self, family, a shared notebook) the grant is for. */
export function ChooseAccountScreen() {
  const { t } = useTranslation('oauth');
  const navigate = useNavigate();
  const uid = useInteractionUid();
  const interaction = useInteraction(uid);
  const currentPatientId = useSessionStore((state) => state.currentPatientId);
  const [chosen, setChosen] = useState<string | null>(null);

  if (!uid) return <InteractionProblem messageKey="authorize.missingUid" />;
  if (interaction.isPending) return <FullAreaSpinner />;
  if (interaction.isError) return <InteractionProblem error={interaction.error} />;

  const { client, patients } = interaction.data;
  const selected = chosen ?? initialChoice(patients, currentPatientId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!patients.some((patient) => patient.patientId === selected)) return;
    const decision: Decision = { kind: 'approve', patientId: selected };
    void navigate(`/oauth/complete?uid=${encodeURIComponent(uid)}`, { state: { decision } });
  };

  return (
    <OAuthPage
      title={t('titles.chooseAccount')}
      lead={t('chooseAccount.lead', { client: client.name })}
    >
      <form className="harmo-oauth-form" onSubmit={submit}>
        <ChoiceGroup legend={t('chooseAccount.legend')}>
          {patients.map((patient) => (
            <Choice
              key={patient.patientId}
              type="radio"
              name="patient"
              value={patient.patientId}
              checked={selected === patient.patientId}
              onChange={() => setChosen(patient.patientId)}
              label={
                <>
                  {patient.name}
                  {patient.remembered && (
                    <span className="harmo-oauth-badge">{t('chooseAccount.remembered')}</span>
                  )}
                </>
              }
              detail={t('chooseAccount.personDetail', {
                type: t(`patientTypes.${patient.type}`),
                kana: patient.kana,
              })}
            />
          ))}
        </ChoiceGroup>
        <div className="harmo-oauth-actions">
          <button type="submit" className="harmo-button harmo-button--primary">
            {t('chooseAccount.continue')}
          </button>
          <Link className="harmo-button" to={`/oauth/auth?uid=${encodeURIComponent(uid)}`}>
            {t('common.back')}
          </Link>
        </div>
      </form>
    </OAuthPage>
  );
}
