import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { normalizeJoinCode } from '@harmo/contracts/projects';
import { ProjectDetail } from '../features/projects';
import { ProjectsPage } from '../features/ui';

/** /projects/:projectId (?joinCode= from its QR code): the project, consent to join, leave. */
export function ProjectScreen() {
  const { t } = useTranslation('projects');
  const { projectId = '' } = useParams();
  const [search] = useSearchParams();
  const joinCode = normalizeJoinCode(search.get('joinCode') ?? '');
  return (
    <ProjectsPage title={t('titles.project')}>
      <ProjectDetail key={projectId} projectId={projectId} joinCode={joinCode} />
    </ProjectsPage>
  );
}
