import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetNewIdentity, signOut } from '@harmo/shared';
import { AuthPage } from '../features/ui';
import { useBackToSignIn } from '../features/session-flow';

let signingOut: Promise<void> | null = null;

/** /auth/sign-out: revokes the session, forgets it in this browser, returns to sign-in. */
export function SignOutScreen() {
  const { t } = useTranslation('auth');
  const backToSignIn = useBackToSignIn();

  useEffect(() => {
    let active = true;
    forgetNewIdentity();
    // One sign-out however often the screen mounts (development double effects included).
    signingOut ??= signOut().finally(() => {
      signingOut = null;
    });
    void signingOut.then(() => {
      if (!active) return;
      backToSignIn({ notice: 'signedOut' });
    });
    return () => {
      active = false;
    };
  }, [backToSignIn]);

  return (
    <AuthPage title={t('signOut.title')}>
      <p role="status" className="harmo-auth__status">
        {t('signOut.inProgress')}
      </p>
    </AuthPage>
  );
}
