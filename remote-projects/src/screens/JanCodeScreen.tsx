import { useTranslation } from 'react-i18next';
import { JanCodeRecorder } from '../features/otc';
import { ProjectsPage } from '../features/ui';

/** /jan-code: an OTC medicine by its JAN code into the patient's notebook. */
export function JanCodeScreen() {
  const { t } = useTranslation('projects');
  return (
    <ProjectsPage title={t('titles.janCode')} lead={t('jan.lead')}>
      <JanCodeRecorder />
    </ProjectsPage>
  );
}
