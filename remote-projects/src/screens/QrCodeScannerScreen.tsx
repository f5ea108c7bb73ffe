import { useTranslation } from 'react-i18next';
import { JoinByQrCode } from '../features/projects';
import { ProjectsPage } from '../features/ui';

/** /projects/qr-code-scanner: a project's QR code (or its join code) to its join page. */
export function QrCodeScannerScreen() {
  const { t } = useTranslation('projects');
  return (
    <ProjectsPage title={t('titles.qrCodeScanner')} lead={t('join.lead')}>
      <JoinByQrCode />
    </ProjectsPage>
  );
}
