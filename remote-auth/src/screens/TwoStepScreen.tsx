import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../features/ui';
import { TwoStepSettings } from '../features/account';
import { AUTH_PATHS } from '../features/session-flow';

/** /auth/account/two-step: the authenticator app or SMS codes as a second step, or neither. */
export function TwoStepScreen() {
  const { t } = useTranslation('auth');
  return (
    <SettingsPage
      title={t('account.twoStep.title')}
      lead={t('account.twoStep.lead')}
      back={{ to: AUTH_PATHS.account, label: t('account.back') }}
    >
      <TwoStepSettings />
    </SettingsPage>
  );
}
