import { useTranslation } from 'react-i18next';
import { CreateProject } from '../features/projects';
import { ProjectsPage } from '../features/ui';

/** /projects/create: a partner creates a project and prints its QR code. */
export function CreateProjectScreen() {
  const { t } = useTranslation('projects');
  return (
    <ProjectsPage title={t('titles.create')} lead={t('create.lead')}>
      <CreateProject />
    </ProjectsPage>
  );
}
