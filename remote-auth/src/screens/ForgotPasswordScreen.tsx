import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  IdentityForm,
  AuthPage,
  emailFormSchema,
  passwordResetFormSchema,
  useIdentityForm,
  CODE_ERRORS_AT_FIELD,
  PasswordPairFields,
  EmailField,
  CodeField,
  ResendCodeButton,
} from '../features/ui';
import { AUTH_PATHS, useBackToSignIn } from '../features/session-flow';
import { useConfirmPasswordReset, useRequestPasswordReset } from '../features/sign-in';

function RequestCodeForm({ onSent }: { onSent: (email: string, destination: string) => void }) {
  const { t } = useTranslation('auth');
  const codeRequest = useRequestPasswordReset();
  const identity = useIdentityForm(
    emailFormSchema,
    { email: '' },
    {
      onSubmit: async ({ email }) => {
        const delivery = await codeRequest.mutateAsync(email);
        onSent(email, delivery.destination ?? email);
      },
    },
  );
  return (
    <IdentityForm form={identity} submitLabel={t('forgot.sendCode')}>
      <EmailField field={identity.field('email')} />
    </IdentityForm>
  );
}

function ResetForm({ email, onDone }: { email: string; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const reset = useConfirmPasswordReset();
  const identity = useIdentityForm(
    passwordResetFormSchema,
    { code: '', password: '', confirmPassword: '' },
    {
      onSubmit: async ({ code, password }) => {
        await reset.mutateAsync({ email, code, password });
        onDone();
      },
      fieldFor: { ...CODE_ERRORS_AT_FIELD, invalidPassword: 'password' },
    },
  );
  return (
    <IdentityForm form={identity} submitLabel={t('forgot.submit')}>
      <CodeField field={identity.field('code')} />
      <PasswordPairFields
        label={t('fields.newPassword')}
        password={identity.field('password')}
        confirmation={identity.field('confirmPassword')}
      />
    </IdentityForm>
  );
}

/** /auth/forgot-password: an e-mailed code, then a new password. */
export function ForgotPasswordScreen() {
  const { t } = useTranslation('auth');
  const backToSignIn = useBackToSignIn();
  const [sent, setSent] = useState<{ email: string; destination: string } | null>(null);
  const codeRequest = useRequestPasswordReset();

  if (!sent) {
    return (
      <AuthPage title={t('forgot.title')} lead={t('forgot.lead')}>
        <RequestCodeForm onSent={(email, destination) => setSent({ email, destination })} />
        <p className="harmo-auth__aside">
          <Link to={AUTH_PATHS.signIn}>{t('common.backToSignIn')}</Link>
        </p>
      </AuthPage>
    );
  }

  return (
    <AuthPage
      title={t('forgot.resetTitle')}
      lead={t('forgot.sentTo', { destination: sent.destination })}
    >
      <ResetForm
        email={sent.email}
        onDone={() => backToSignIn({ email: sent.email, notice: 'passwordChanged' })}
      />
      <ResendCodeButton
        resend={() => codeRequest.mutateAsync(sent.email)}
        label={t('forgot.resend')}
        sentMessage={t('forgot.resent')}
      />
    </AuthPage>
  );
}
