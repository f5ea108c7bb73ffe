import { useTranslation } from 'react-i18next';
import { AuthPage } from '../features/ui';
import { DocumentView } from '../features/documents';

/** /auth/privacy: the privacy policy (public: read before signing up). */
export function PrivacyScreen() {
  const { t } = useTranslation('auth');
  return (
    <AuthPage title={t('documents.privacy.title')}>
      <DocumentView name="privacy" />
    </AuthPage>
  );
}
