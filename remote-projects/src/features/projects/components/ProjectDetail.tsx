import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, FullAreaSpinner, useChangeCurrentPatient } from '@harmo/shared';
import { ConfirmAction } from '@harmo/shared/confirm-action';
import {
  Alert,
  PatientSelect,
  confirmLook,
  dayInJapan,
  errorMessageKey,
  focusFirstInvalid,
  formatCalendarDate,
  todayInJapan,
  useCurrentPatient,
} from '../../ui';
import { usePatientProjects } from '../api/get-patient-projects';
import { useProject } from '../api/get-project';
import { useJoinProject } from '../api/join-project';
import { useLeaveProject } from '../api/leave-project';
import { ProjectPeriod } from './ProjectPeriod';
import { ProjectPoster } from './ProjectPoster';
import { ScopeList } from './ScopeList';

/**
 * One project: what it is, what it may see in plain words, and joining (consent) or leaving
 * for the patient chosen here: the user, a family member or a shared notebook.
 */
export function ProjectDetail({
  projectId,
  joinCode,
}: {
  projectId: string;
  joinCode: string | null;
}) {
  const { t, i18n } = useTranslation('projects');
  const project = useProject(projectId, joinCode);
  const { patientId, patientName } = useCurrentPatient();
  const changePatient = useChangeCurrentPatient();
  const participations = usePatientProjects(patientId);
  const join = useJoinProject();
  const leave = useLeaveProject();
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState<string | undefined>();

  if (project.isPending) return <FullAreaSpinner />;
  if (project.error) {
    const missing = project.error instanceof ApiError && project.error.status === 404;
    return <Alert>{missing ? t('project.notFound') : t(errorMessageKey(project.error))}</Alert>;
  }
  const view = project.data;
  const participation = participations.data?.find(
    (p) => p.project.projectId === projectId,
  )?.participation;
  const ended = view.endDate !== null && view.endDate < todayInJapan();

  const submitJoin = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!agreed) {
      setAgreeError(t('project.agreeRequired'));
      focusFirstInvalid(event);
      return;
    }
    setAgreeError(undefined);
    if (!patientId) return;
    join.mutate({
      ref: { patientId, projectId },
      body: { joinCode: view.joinCode, scopes: view.scopes },
    });
  };

  return (
    <>
      <section className="harmo-card" aria-labelledby="project-title">
        <h2 id="project-title">{view.title}</h2>
        <dl className="harmo-dl">
          <dt>{t('project.organiser')}</dt>
          <dd>{view.organiser}</dd>
          <dt>{t('project.period')}</dt>
          <dd>
            <ProjectPeriod startDate={view.startDate} endDate={view.endDate} />
          </dd>
        </dl>
        {view.description && <p className="projects-description">{view.description}</p>}
      </section>

      <section aria-labelledby="project-scopes">
        <h2 id="project-scopes">{t('project.scopesTitle')}</h2>
        <ScopeList scopes={view.scopes} />
        <p className="projects-page__lead">{t('project.leaveNote')}</p>
      </section>

      <section className="harmo-card" aria-labelledby="project-participation">
        <h2 id="project-participation">{t('project.participationTitle')}</h2>
        <PatientSelect
          label={t('project.patient')}
          value={patientId}
          onChange={(id) => {
            join.reset();
            leave.reset();
            setAgreed(false);
            changePatient(id);
          }}
        />
        {participations.isPending && <FullAreaSpinner />}
        {participation ? (
          <>
            <Alert tone="success">
              {t('project.joined', {
                name: patientName,
                date: formatCalendarDate(dayInJapan(participation.joinedAt), i18n.language),
              })}
            </Alert>
            {/* Keyed by the patient: choosing another closes a question asked for the last one. */}
            <ConfirmAction
              key={patientId}
              classNames={confirmLook()}
              label={t('project.leave')}
              question={t('project.leaveQuestion', { name: patientName, title: view.title })}
              confirmLabel={t('project.leaveConfirm', { name: patientName })}
              cancelLabel={t('project.stay')}
              busyLabel={t('project.leaving')}
              problem={leave.error && <Alert>{t(errorMessageKey(leave.error))}</Alert>}
              onConfirm={() =>
                patientId ? leave.mutateAsync({ patientId, projectId }) : Promise.resolve()
              }
            />
          </>
        ) : leave.isSuccess ? (
          <Alert tone="success" focus>
            {t('project.left', { name: patientName })}
          </Alert>
        ) : ended ? (
          <p>{t('project.ended')}</p>
        ) : (
          participations.data && (
            <form onSubmit={submitJoin} noValidate>
              <label className="projects-consent">
                <input
                  type="checkbox"
                  checked={agreed}
                  aria-invalid={agreeError ? true : undefined}
                  aria-describedby={agreeError ? 'project-agree-error' : undefined}
                  onChange={(event) => setAgreed(event.target.checked)}
                />
                <span>{t('project.agree', { name: patientName, title: view.title })}</span>
              </label>
              {agreeError && (
                <p id="project-agree-error" className="harmo-field-error">
                  {agreeError}
                </p>
              )}
              {join.error && <Alert>{t(errorMessageKey(join.error))}</Alert>}
              <button
                type="submit"
                className="harmo-button harmo-button--primary projects-save__button"
                disabled={join.isPending}
              >
                {t('project.join', { name: patientName })}
              </button>
            </form>
          )
        )}
      </section>

      {view.isOwner && (
        <>
          <ProjectPoster project={view} />
          {view.clientId && (
            <p className="projects-page__lead projects-no-print">
              {t('project.clientId', { clientId: view.clientId })}
            </p>
          )}
        </>
      )}
    </>
  );
}
