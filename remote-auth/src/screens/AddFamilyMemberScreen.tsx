import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../features/ui';
import { AddFamilyMemberForm } from '../features/family';
import { AUTH_PATHS } from '../features/session-flow';

/** /auth/family/add: a new family member whose notebook this account keeps. */
export function AddFamilyMemberScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <SettingsPage
      title={t('family.add.title')}
      lead={t('family.add.lead')}
      back={{ to: AUTH_PATHS.family, label: t('family.back') }}
    >
      <AddFamilyMemberForm onAdded={() => void navigate(AUTH_PATHS.family)} />
    </SettingsPage>
  );
}
