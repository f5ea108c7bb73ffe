import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullAreaSpinner, useSessionStore } from '@harmo/shared';
import { AuthPage, CodeStep, NewPasswordFields, SocialButtons } from '../features/ui';
import {
  AUTH_PATHS,
  PHARMACY_MAP_PATH,
  useReturnToTarget,
  type SignInLocationState,
} from '../features/session-flow';
import {
  CredentialsForm,
  CustomChallengeStep,
  MfaTypeStep,
  RememberDeviceStep,
  TotpSetupStep,
  useSignInFlow,
} from '../features/sign-in';

/**
 * /auth/sign-in: e-mail and password (with every challenge the pool may ask), Google and Apple,
 * and the ways to a new password or a new account. A visitor who is signed in already (or
 * arrives with a mobile hand-over) goes straight on to where they were headed.
 */
export function SignInScreen() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const state = (location.state ?? {}) as SignInLocationState;
  const flow = useSignInFlow();
  const returnToTarget = useReturnToTarget();
  const user = useSessionStore((s) => s.user);
  const loading = useSessionStore((s) => s.loading);
  const [started, setStarted] = useState(false);

  useEffect(() => {
    if (user && !started) returnToTarget();
  }, [user, started, returnToTarget]);

  if (!started && (loading || user)) return <FullAreaSpinner />;

  const { stage } = flow;
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
    case 'rememberDevice':
      return (
        <AuthPage title={t('device.title')}>
          <RememberDeviceStep onAnswer={flow.rememberDevice} />
        </AuthPage>
      );
    case 'credentials':
      break;
  }

  const notice = flow.expiredNotice
    ? t('signIn.challengeExpired')
    : state.notice
      ? t(`signIn.notice.${state.notice}`)
      : null;

  return (
    <AuthPage title={t('signIn.title')}>
      {notice && (
        <p className="harmo-notice" role="status">
          {notice}
        </p>
      )}
      <CredentialsForm
        defaultEmail={email || state.email || ''}
        onSubmit={async (address, password) => {
          setStarted(true);
          await flow.submitCredentials(address, password);
        }}
      />
      <p className="harmo-auth__aside">
        <Link to={AUTH_PATHS.forgotPassword}>{t('signIn.forgotPassword')}</Link>
      </p>
      <div className="harmo-auth__divider">
        <span>{t('signIn.or')}</span>
      </div>
      <SocialButtons />
      <p className="harmo-auth__aside harmo-auth__aside--footer">
        {t('signIn.noAccount')} <Link to={AUTH_PATHS.signUp}>{t('signIn.signUp')}</Link>
      </p>
      <p className="harmo-auth__aside">
        <Link to={PHARMACY_MAP_PATH}>{t('signIn.findPharmacy')}</Link>
      </p>
    </AuthPage>
  );
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
