import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../features/ui';
import { AccountOverview } from '../features/account';

/** /auth/account: the signed-in account and its settings. */
export function AccountScreen() {
  const { t } = useTranslation('auth');
  return (
    <SettingsPage title={t('account.title')}>
      <AccountOverview />
    </SettingsPage>
  );
}
