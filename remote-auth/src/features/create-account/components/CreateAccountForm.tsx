import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { forgetNewIdentity, identityErrorKind, newIdentityEmail } from '@harmo/shared';
import { AuthPage, FormAlert, errorMessageKey } from '../../ui';
import {
  AUTH_PATHS,
  forgetAgreement,
  pendingAgreement,
  rememberAgreement,
} from '../../session-flow';
import { useCreateAccount } from '../hooks/use-create-account';
import { AccountCreationError } from '../types/creation';
import { CreationProgress } from './CreationProgress';
import { UpgradeFormView } from './UpgradeFormView';

function useCreationErrorText(error: unknown): string | null {
  const { t } = useTranslation('auth');
  if (!error) return null;
  if (error instanceof AccountCreationError) {
    const main = t(`createAccount.errors.${error.kind}`);
    return identityErrorKind(error.cause) === 'network'
      ? t('errors.withReason', { message: main, reason: t('errors.network') })
      : main;
  }
  return t(errorMessageKey(error));
}

/**
 * The account form of a new identity (from Google, Apple or a fresh sign-up): the upgrade form,
 * then the lite-account sequence with visible progress; cancelling forgets the identity.
 */
export function CreateAccountForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { create, progress, error } = useCreateAccount();
  const errorText = useCreationErrorText(error);
  const email = newIdentityEmail();
  // Read once: an agreement given on the sign-up form of this visit is not asked for again.
  const [agreedAtSignUp] = useState(() => pendingAgreement() !== null);

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
      {progress && <CreationProgress progress={progress} />}
      {/* Hidden, not taken away, while the account is created: a creation that fails shows the
          form again with everything the person typed and chose, to send once more. */}
      <div hidden={progress !== null}>
        <UpgradeFormView
          busy={progress !== null}
          askAgreement={!agreedAtSignUp}
          onSubmit={(profile, agreedHere) => {
            const agreement = agreedHere ? rememberAgreement() : pendingAgreement();
            return create(profile, agreement);
          }}
        />
        <p className="harmo-auth__aside">
          <button
            type="button"
            className="harmo-link-button"
            onClick={() => {
              forgetNewIdentity();
              forgetAgreement();
              void navigate(AUTH_PATHS.signIn, { replace: true });
            }}
          >
            {t('createAccount.cancel')}
          </button>
        </p>
      </div>
    </AuthPage>
  );
}
