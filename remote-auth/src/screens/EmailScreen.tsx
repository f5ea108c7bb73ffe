import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../features/ui';
import { EmailChange } from '../features/account';
import { AUTH_PATHS } from '../features/session-flow';

/** /auth/account/email: a new e-mail address, confirmed by the code sent to it. */
export function EmailScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <SettingsPage
      title={t('account.email.title')}
      lead={t('account.email.lead')}
      back={{ to: AUTH_PATHS.account, label: t('account.back') }}
    >
      <EmailChange onChanged={() => void navigate(AUTH_PATHS.account)} />
    </SettingsPage>
  );
}
