import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../features/ui';
import { DeleteAccount } from '../features/account';
import { AUTH_PATHS } from '../features/session-flow';

/** /auth/account/delete: what goes with the account, then the typed confirmation. */
export function DeleteAccountScreen() {
  const { t } = useTranslation('auth');
  return (
    <SettingsPage
      title={t('account.delete.title')}
      lead={t('account.delete.lead')}
      back={{ to: AUTH_PATHS.account, label: t('account.back') }}
    >
      <DeleteAccount />
    </SettingsPage>
  );
}
