import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  MessageScreen,
  forgetNewIdentity,
  hasNewIdentity,
  identityErrorKind,
  newIdentityEmail,
  useSessionStore,
} from '@harmo/shared';
import { AuthPage, FormAlert, errorMessageKey } from '../../forms';
import { AUTH_PATHS, useReturnToTarget } from '../../session-flow';
import { useCreateAccount } from '../hooks/use-create-account';
import { AccountCreationError, CREATION_ERRORS } from '../types/creation';
import { CreationProgress } from './CreationProgress';
import { UpgradeFormView } from './UpgradeFormView';

const CREATION_ERROR_KEYS: Record<string, string> = {
  [CREATION_ERRORS.liteUser]: 'createAccount.errors.liteUser',
  [CREATION_ERRORS.device]: 'createAccount.errors.device',
  [CREATION_ERRORS.upgrade]: 'createAccount.errors.upgrade',
};

function useCreationErrorText(error: unknown): string | null {
  const { t } = useTranslation('auth');
  if (!error) return null;
  if (error instanceof AccountCreationError) {
    const main = t(CREATION_ERROR_KEYS[error.message] ?? 'errors.unknown');
    return identityErrorKind(error.cause) === 'network' ? `${main} ${t('errors.network')}` : main;
  }
  return t(errorMessageKey(error));
}

function CreateAccountForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { create, progress, error } = useCreateAccount();
  const errorText = useCreationErrorText(error);
  const email = newIdentityEmail();

  return (
    <AuthPage
      title={t('createAccount.title')}
      lead={
        typeof email === 'string'
          ? t('createAccount.leadWithEmail', { email })
          : t('createAccount.lead')
      }
    >
      <FormAlert>{errorText}</FormAlert>
      {progress ? (
        <CreationProgress progress={progress} />
      ) : (
        <>
          <UpgradeFormView busy={false} onSubmit={create} />
          <p className="harmo-auth__aside">
            <button
              type="button"
              className="harmo-link-button"
              onClick={() => {
                forgetNewIdentity();
                void navigate(AUTH_PATHS.signIn, { replace: true });
              }}
            >
              {t('createAccount.cancel')}
            </button>
          </p>
        </>
      )}
    </AuthPage>
  );
}

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
