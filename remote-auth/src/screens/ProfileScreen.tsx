import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../features/ui';
import { ProfileForm } from '../features/account';
import { AUTH_PATHS } from '../features/session-flow';

/** /auth/account/profile: the account's name, kana, birth date and gender. */
export function ProfileScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <SettingsPage
      title={t('account.profile.title')}
      lead={t('account.profile.lead')}
      back={{ to: AUTH_PATHS.account, label: t('account.back') }}
    >
      <ProfileForm onSaved={() => void navigate(AUTH_PATHS.account)} />
    </SettingsPage>
  );
}
