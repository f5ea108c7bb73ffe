import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../features/ui';
import { FamilyMembers, SharingLists } from '../features/family';
import { AUTH_PATHS } from '../features/session-flow';

/** /auth/family: the family members this account keeps, and sharing both ways. */
export function FamilyScreen() {
  const { t } = useTranslation('auth');
  return (
    <SettingsPage
      title={t('family.title')}
      lead={t('family.lead')}
      back={{ to: AUTH_PATHS.account, label: t('account.back') }}
    >
      <FamilyMembers />
      <SharingLists />
    </SettingsPage>
  );
}
