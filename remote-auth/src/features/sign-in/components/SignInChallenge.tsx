import { useTranslation } from 'react-i18next';
import { AuthPage, CodeStep, NewPasswordFields } from '../../ui';
import type { SignInFlow } from '../hooks/use-sign-in-flow';
import type { SignInStage } from '../types/stage';
import { ConfirmAddressStep } from './ConfirmAddressStep';
import { CustomChallengeStep } from './CustomChallengeStep';
import { MfaTypeStep } from './MfaTypeStep';
import { RememberDeviceStep } from './RememberDeviceStep';
import { TotpSetupStep } from './TotpSetupStep';

/**
 * The step the pool asks for after the e-mail and password (a code, an authenticator set-up, a
 * new password, its own question, remembering this browser, the address's confirmation), each on
 * its own page.
 */
export function SignInChallenge({
  flow,
  stage,
}: {
  flow: SignInFlow;
  stage: Exclude<SignInStage, { name: 'credentials' }>;
}) {
  const { t } = useTranslation('auth');
  const email = flow.email ?? '';

  switch (stage.name) {
    case 'smsMfa':
      return (
        <AuthPage
          title={t('mfa.sms.title')}
          lead={
            stage.destination
              ? t('mfa.sms.leadTo', { destination: stage.destination })
              : t('mfa.sms.lead')
          }
        >
          <CodeStep
            label={t('fields.code')}
            submitLabel={t('mfa.submit')}
            onSubmit={(code) => flow.submitMfaCode(code, 'SMS_MFA')}
          />
          <BackToStart onClick={flow.restart} />
        </AuthPage>
      );
    case 'totpMfa':
      return (
        <AuthPage title={t('mfa.totp.title')} lead={t('mfa.totp.lead')}>
          <CodeStep
            label={t('fields.code')}
            submitLabel={t('mfa.submit')}
            onSubmit={(code) => flow.submitMfaCode(code, 'SOFTWARE_TOKEN_MFA')}
          />
          <BackToStart onClick={flow.restart} />
        </AuthPage>
      );
    case 'selectMfaType':
      return (
        <AuthPage title={t('mfa.select.title')} lead={t('mfa.select.lead')}>
          <MfaTypeStep options={stage.options} onChoose={flow.chooseMfaType} />
          <BackToStart onClick={flow.restart} />
        </AuthPage>
      );
    case 'mfaSetup':
      return (
        <AuthPage title={t('mfa.setup.title')} lead={t('mfa.setup.lead')}>
          <TotpSetupStep email={email} associate={flow.associateTotp} onVerify={flow.verifyTotp} />
          <BackToStart onClick={flow.restart} />
        </AuthPage>
      );
    case 'newPassword':
      return (
        <AuthPage title={t('newPassword.title')} lead={t('newPassword.lead')}>
          <NewPasswordFields
            submitLabel={t('newPassword.submit')}
            onSubmit={flow.submitNewPassword}
          />
          <BackToStart onClick={flow.restart} />
        </AuthPage>
      );
    case 'customChallenge':
      return (
        <AuthPage title={t('custom.title')}>
          <CustomChallengeStep parameters={stage.parameters} onSubmit={flow.submitCustomAnswer} />
          <BackToStart onClick={flow.restart} />
        </AuthPage>
      );
    case 'confirmAddress':
      return (
        <ConfirmAddressStep
          email={email}
          password={stage.password}
          signIn={flow.submitCredentials}
          restart={flow.restart}
          backToStart={<BackToStart onClick={flow.restart} />}
        />
      );
    case 'rememberDevice':
      return (
        <AuthPage title={t('device.title')}>
          <RememberDeviceStep onAnswer={flow.rememberDevice} />
        </AuthPage>
      );
  }
}

function BackToStart({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <p className="harmo-auth__aside">
      <button type="button" className="harmo-link-button" onClick={onClick}>
        {t('signIn.startOver')}
      </button>
    </p>
  );
}
