import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FullAreaSpinner } from '@harmo/shared';
import {
  Alert,
  dayInJapan,
  errorMessageKey,
  formatCalendarDate,
  useCurrentPatient,
} from '../../ui';
import { usePatientProjects } from '../api/get-patient-projects';
import { useOwnedProjects } from '../api/get-owned-projects';

/** The projects the current patient takes part in, and those the account runs. */
export function PatientProjectList() {
  const { t, i18n } = useTranslation('projects');
  const { patientId, patientName } = useCurrentPatient();
  const projects = usePatientProjects(patientId);
  const owned = useOwnedProjects();
  // Nobody is signed in (the remote on its own server): there is no one whose projects to list.
  if (patientId === null) return null;

  return (
    <>
      <section aria-labelledby="projects-joined">
        <h2 id="projects-joined">{t('projects.joinedTitle', { name: patientName })}</h2>
        {projects.isPending && <FullAreaSpinner />}
        {projects.error && <Alert>{t(errorMessageKey(projects.error))}</Alert>}
        {projects.data?.length === 0 && <p>{t('projects.none')}</p>}
        <ul className="projects-list">
          {projects.data?.map(({ project, participation }) => (
            <li key={project.projectId} className="harmo-card" data-testid="joined-project">
              <h3>
                <Link to={`/projects/${project.projectId}`}>{project.title}</Link>
              </h3>
              <p className="projects-list__meta">
                {t('projects.joinedSince', {
                  organiser: project.organiser,
                  date: formatCalendarDate(dayInJapan(participation.joinedAt), i18n.language),
                })}
              </p>
            </li>
          ))}
        </ul>
      </section>
      {owned.data && owned.data.length > 0 && (
        <section aria-labelledby="projects-owned">
          <h2 id="projects-owned">{t('projects.ownedTitle')}</h2>
          <ul className="projects-list">
            {owned.data.map((project) => (
              <li key={project.projectId} className="harmo-card">
                <h3>
                  <Link to={`/projects/${project.projectId}`}>{project.title}</Link>
                </h3>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
