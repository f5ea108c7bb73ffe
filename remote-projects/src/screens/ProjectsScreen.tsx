import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PatientProjectList } from '../features/projects';
import { ProjectsPage } from '../features/ui';

/** /projects: the projects the current patient takes part in. */
export function ProjectsScreen() {
  const { t } = useTranslation('projects');
  return (
    <ProjectsPage title={t('titles.projects')} lead={t('projects.lead')}>
      <div className="harmo-row">
        <Link
          className="harmo-button harmo-button--primary projects-link-button"
          to="/projects/qr-code-scanner"
        >
          {t('projects.scan')}
        </Link>
        <Link className="harmo-button projects-link-button" to="/projects/create">
          {t('projects.create')}
        </Link>
      </div>
      <PatientProjectList />
    </ProjectsPage>
  );
}
