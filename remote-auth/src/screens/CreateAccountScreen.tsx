import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MessageScreen, hasNewIdentity, useSessionStore } from '@harmo/shared';
import { CreateAccountForm } from '../features/create-account';
import { AUTH_PATHS, useReturnToTarget } from '../features/session-flow';

/**
 * /auth/create-account: a new identity (from Google, Apple or a fresh sign-up) completes its
 * account: the upgrade form, then the lite-account sequence with visible progress.
 */
export function CreateAccountScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const returnToTarget = useReturnToTarget();
  const user = useSessionStore((s) => s.user);
  // Read once: the sign-in service keeps the new identity in memory for this visit only.
  const [waiting] = useState(() => hasNewIdentity());

  useEffect(() => {
    if (!waiting && user) returnToTarget();
  }, [waiting, user, returnToTarget]);

  if (waiting) return <CreateAccountForm />;
  return (
    <MessageScreen
      type="info"
      message={t('createAccount.expired')}
      actions={[
        {
          label: t('common.backToSignIn'),
          onClick: () => void navigate(AUTH_PATHS.signIn, { replace: true }),
        },
      ]}
    />
  );
}
