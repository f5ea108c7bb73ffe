import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  PasswordSignIn,
  confirmSignUp,
  identityErrorKind,
  notify,
  resendSignUpCode,
  signUp,
} from '@harmo/shared';
import {
  AuthPage,
  CodeStep,
  FormAlert,
  SocialButtons,
  SubmitButton,
  TextField,
  errorMessageKey,
  signUpFormSchema,
  useValidationText,
  formSubmitHandler,
  useZodForm,
  PasswordPairFields,
} from '../features/ui';
import { AUTH_PATHS, useSignInOutcome, type SignInLocationState } from '../features/session-flow';

interface Registration {
  email: string;
  /** Kept in memory only, to sign in once the address is confirmed. */
  password: string;
  destination: string;
}

function RegistrationForm({
  onRegistered,
}: {
  onRegistered: (registration: Registration) => void;
}) {
  const { t } = useTranslation('auth');
  const text = useValidationText();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useZodForm(signUpFormSchema, { email: '', password: '', confirmPassword: '' });
  const { errors, isSubmitting } = form.formState;
  const submit = formSubmitHandler(
    form.handleSubmit(async ({ email, password }) => {
      setAlert(null);
      try {
        const delivery = await signUp(email, password);
        onRegistered({ email, password, destination: delivery.destination ?? email });
      } catch (error) {
        const kind = identityErrorKind(error);
        if (kind === 'userExists') {
          form.setError('email', { message: errorMessageKey(error) }, { shouldFocus: true });
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
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        registration={form.register('email')}
        error={text(errors.email?.message)}
      />
      <PasswordPairFields
        label={t('fields.password')}
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
        {t('signUp.submit')}
      </SubmitButton>
    </form>
  );
}

/**
 * /auth/sign-up: e-mail and password, then the e-mailed confirmation code. Once confirmed the
 * new identity signs in and goes on to create its harmo account.
 */
export function SignUpScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const goOn = useSignInOutcome();
  const [registration, setRegistration] = useState<Registration | null>(null);
  const [resending, setResending] = useState(false);

  if (!registration) {
    return (
      <AuthPage title={t('signUp.title')} lead={t('signUp.lead')}>
        <RegistrationForm onRegistered={setRegistration} />
        <div className="harmo-auth__divider">
          <span>{t('signIn.or')}</span>
        </div>
        <SocialButtons />
        <p className="harmo-auth__aside harmo-auth__aside--footer">
          {t('signUp.haveAccount')} <Link to={AUTH_PATHS.signIn}>{t('signIn.title')}</Link>
        </p>
      </AuthPage>
    );
  }

  const toSignIn = () => {
    const state: SignInLocationState = { email: registration.email, notice: 'signUpConfirmed' };
    void navigate(AUTH_PATHS.signIn, { replace: true, state });
  };

  const confirm = async (code: string) => {
    await confirmSignUp(registration.email, code);
    try {
      const step = await new PasswordSignIn(registration.email).start(registration.password);
      if (step.kind !== 'done') {
        toSignIn();
        return;
      }
      goOn(step.outcome);
    } catch {
      // Confirmed all the same: the sign-in screen takes it from here.
      toSignIn();
    }
  };

  const resend = () => {
    setResending(true);
    resendSignUpCode(registration.email)
      .then(() => notify.success(t('signUp.resent')))
      .catch((error: unknown) => notify.error(t(errorMessageKey(error))))
      .finally(() => setResending(false));
  };

  return (
    <AuthPage
      title={t('signUp.confirmTitle')}
      lead={t('signUp.sentTo', { destination: registration.destination })}
    >
      <CodeStep label={t('fields.code')} submitLabel={t('signUp.confirm')} onSubmit={confirm} />
      <p className="harmo-auth__aside">
        <button type="button" className="harmo-link-button" disabled={resending} onClick={resend}>
          {t('signUp.resend')}
        </button>
      </p>
    </AuthPage>
  );
}
