import { Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullAreaSpinner, useSessionStore } from '@harmo/shared';
import { AuthPage, SocialButtons } from '../features/ui';
import {
  AUTH_PATHS,
  PHARMACY_MAP_PATH,
  useReturnToTarget,
  type SignInLocationState,
} from '../features/session-flow';
import { CredentialsForm, SignInChallenge, useSignInFlow } from '../features/sign-in';

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
  const sessionEnded = useSessionStore((s) => s.sessionEnded);
  const [started, setStarted] = useState(false);

  useEffect(() => {
    if (user && !started) returnToTarget();
  }, [user, started, returnToTarget]);

  if (!started && (loading || user)) return <FullAreaSpinner />;

  const { stage } = flow;
  const email = flow.email ?? '';

  if (stage.name !== 'credentials') {
    return (
      <Suspense fallback={<FullAreaSpinner />}>
        <SignInChallenge flow={flow} stage={stage} />
      </Suspense>
    );
  }

  const notice = flow.expiredNotice
    ? t('signIn.challengeExpired')
    : state.notice
      ? t(`signIn.notice.${state.notice}`)
      : sessionEnded
        ? t('signIn.notice.sessionEnded')
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
