import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../features/ui';
import { PasswordChange } from '../features/account';
import { AUTH_PATHS } from '../features/session-flow';

/** /auth/account/password: a new password, given the current one. */
export function PasswordScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <SettingsPage
      title={t('account.password.title')}
      lead={t('account.password.lead')}
      back={{ to: AUTH_PATHS.account, label: t('account.back') }}
    >
      <PasswordChange onChanged={() => void navigate(AUTH_PATHS.account)} />
    </SettingsPage>
  );
}
