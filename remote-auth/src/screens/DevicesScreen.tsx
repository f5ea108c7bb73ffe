import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../features/ui';
import { DevicesList } from '../features/account';
import { AUTH_PATHS } from '../features/session-flow';

/** /auth/account/devices: the devices that signed in, a page at a time; each can be forgotten. */
export function DevicesScreen() {
  const { t } = useTranslation('auth');
  return (
    <SettingsPage
      title={t('account.devices.title')}
      lead={t('account.devices.lead')}
      back={{ to: AUTH_PATHS.account, label: t('account.back') }}
    >
      <DevicesList />
    </SettingsPage>
  );
}
