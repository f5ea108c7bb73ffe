import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  confirmPasswordReset,
  identityErrorKind,
  notify,
  requestPasswordReset,
} from '@harmo/shared';
import {
  AuthPage,
  FormAlert,
  SubmitButton,
  TextField,
  emailFormSchema,
  errorMessageKey,
  passwordResetFormSchema,
  useValidationText,
  formSubmitHandler,
  useZodForm,
  PasswordPairFields,
} from '../features/ui';
import { AUTH_PATHS, type SignInLocationState } from '../features/session-flow';

function RequestCodeForm({ onSent }: { onSent: (email: string, destination: string) => void }) {
  const { t } = useTranslation('auth');
  const text = useValidationText();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useZodForm(emailFormSchema, { email: '' });
  const { errors, isSubmitting } = form.formState;
  const submit = formSubmitHandler(
    form.handleSubmit(async ({ email }) => {
      setAlert(null);
      try {
        const delivery = await requestPasswordReset(email);
        onSent(email, delivery.destination ?? email);
      } catch (error) {
        setAlert(t(errorMessageKey(error)));
      }
    }),
  );
  return (
    <form className="harmo-form" noValidate onSubmit={submit}>
      <FormAlert>{alert}</FormAlert>
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        registration={form.register('email')}
        error={text(errors.email?.message)}
      />
      <SubmitButton busy={isSubmitting} busyLabel={t('common.sending')}>
        {t('forgot.sendCode')}
      </SubmitButton>
    </form>
  );
}

function ResetForm({ email, onDone }: { email: string; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const text = useValidationText();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useZodForm(passwordResetFormSchema, {
    code: '',
    password: '',
    confirmPassword: '',
  });
  const { errors, isSubmitting } = form.formState;
  const submit = formSubmitHandler(
    form.handleSubmit(async ({ code, password }) => {
      setAlert(null);
      try {
        await confirmPasswordReset(email, code, password);
        onDone();
      } catch (error) {
        const kind = identityErrorKind(error);
        if (kind === 'codeMismatch' || kind === 'expiredCode') {
          form.setError('code', { message: errorMessageKey(error) }, { shouldFocus: true });
        } else if (kind === 'invalidPassword') {
          form.setError('password', { message: errorMessageKey(error) }, { shouldFocus: true });
        } else {
          setAlert(t(errorMessageKey(error)));
        }
      }
    }),
  );
  return (
    <form className="harmo-form" noValidate onSubmit={submit}>
      <FormAlert>{alert}</FormAlert>
      <TextField
        label={t('fields.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        registration={form.register('code')}
        error={text(errors.code?.message)}
      />
      <PasswordPairFields
        label={t('fields.newPassword')}
        password={{
          registration: form.register('password'),
          error: text(errors.password?.message),
        }}
        confirmation={{
          registration: form.register('confirmPassword'),
          error: text(errors.confirmPassword?.message),
        }}
      />
      <SubmitButton busy={isSubmitting} busyLabel={t('common.sending')}>
        {t('forgot.submit')}
      </SubmitButton>
    </form>
  );
}

/** /auth/forgot-password: an e-mailed code, then a new password. */
export function ForgotPasswordScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [sent, setSent] = useState<{ email: string; destination: string } | null>(null);
  const [resending, setResending] = useState(false);

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

  const resend = () => {
    setResending(true);
    requestPasswordReset(sent.email)
      .then(() => notify.success(t('forgot.resent')))
      .catch((error: unknown) => notify.error(t(errorMessageKey(error))))
      .finally(() => setResending(false));
  };

  return (
    <AuthPage
      title={t('forgot.resetTitle')}
      lead={t('forgot.sentTo', { destination: sent.destination })}
    >
      <ResetForm
        email={sent.email}
        onDone={() => {
          const state: SignInLocationState = { email: sent.email, notice: 'passwordChanged' };
          void navigate(AUTH_PATHS.signIn, { replace: true, state });
        }}
      />
      <p className="harmo-auth__aside">
        <button type="button" className="harmo-link-button" disabled={resending} onClick={resend}>
          {t('forgot.resend')}
        </button>
      </p>
    </AuthPage>
  );
}
