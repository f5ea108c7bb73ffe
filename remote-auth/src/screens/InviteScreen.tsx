import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../features/ui';
import { InviteForm } from '../features/family';
import { AUTH_PATHS } from '../features/session-flow';

/** /auth/family/invite: invites someone to use this account's notebooks as it does itself. */
export function InviteScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <SettingsPage
      title={t('family.invite.title')}
      lead={t('family.invite.lead')}
      back={{ to: AUTH_PATHS.family, label: t('family.back') }}
    >
      <InviteForm onSent={() => void navigate(AUTH_PATHS.family)} />
    </SettingsPage>
  );
}
