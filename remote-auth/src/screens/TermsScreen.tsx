import { useTranslation } from 'react-i18next';
import { AuthPage } from '../features/ui';
import { DocumentView } from '../features/documents';

/** /auth/terms: the terms of use (public: read before signing up). */
export function TermsScreen() {
  const { t } = useTranslation('auth');
  return (
    <AuthPage title={t('documents.terms.title')}>
      <DocumentView name="terms" />
    </AuthPage>
  );
}
