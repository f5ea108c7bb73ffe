import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  IdentityForm,
  AgreementField,
  AuthPage,
  AddressCodeStep,
  SocialButtons,
  signUpFormSchema,
  useIdentityForm,
  PasswordPairFields,
  EmailField,
} from '../features/ui';
import {
  AUTH_PATHS,
  rememberAgreement,
  useBackToSignIn,
  useSignInOutcome,
} from '../features/session-flow';
import {
  useConfirmSignUp,
  useResendSignUpCode,
  useSignInAfterSignUp,
  useSignUp,
} from '../features/sign-in';

interface Registration {
  email: string;
  /** Kept in memory only, to sign in once the address is confirmed. */
  password: string;
}

function RegistrationForm({
  defaultEmail,
  onRegistered,
}: {
  defaultEmail: string;
  onRegistered: (registration: Registration) => void;
}) {
  const { t } = useTranslation('auth');
  const signUp = useSignUp();
  const identity = useIdentityForm(
    signUpFormSchema,
    { email: defaultEmail, password: '', confirmPassword: '', agreed: false },
    {
      onSubmit: async ({ email, password }) => {
        await signUp.mutateAsync({ email, password });
        // Recorded with the account once it is created (the identity holds no agreement).
        rememberAgreement();
        onRegistered({ email, password });
      },
      fieldFor: { userExists: 'email', invalidPassword: 'password' },
    },
  );
  return (
    <IdentityForm form={identity} submitLabel={t('signUp.submit')}>
      <EmailField field={identity.field('email')} autoComplete="email" />
      <PasswordPairFields
        label={t('fields.password')}
        password={identity.field('password')}
        confirmation={identity.field('confirmPassword')}
      />
      <AgreementField {...identity.field('agreed')} />
    </IdentityForm>
  );
}

/**
 * Sign-up (/auth/sign-in?flow=sign-up): e-mail and password with the agreement to the terms and
 * the privacy policy, then the e-mailed confirmation code. The code screen shows the address in
 * full, with a way back to correct it. Once confirmed the new identity signs in and goes on to
 * create its harmo account.
 */
export function SignUpScreen() {
  const { t } = useTranslation('auth');
  const backToSignIn = useBackToSignIn();
  const goOn = useSignInOutcome();
  const [registration, setRegistration] = useState<Registration | null>(null);
  const [draftEmail, setDraftEmail] = useState('');
  const confirmation = useConfirmSignUp();
  const resendCode = useResendSignUpCode();
  const firstSignIn = useSignInAfterSignUp();

  if (!registration) {
    return (
      <AuthPage title={t('signUp.title')} lead={t('signUp.lead')}>
        <RegistrationForm defaultEmail={draftEmail} onRegistered={setRegistration} />
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

  const toSignIn = () => backToSignIn({ email: registration.email, notice: 'signUpConfirmed' });

  const confirm = async (code: string) => {
    await confirmation.mutateAsync({ email: registration.email, code });
    try {
      const step = await firstSignIn.mutateAsync(registration);
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

  return (
    <AuthPage title={t('signUp.confirmTitle')}>
      <AddressCodeStep
        email={registration.email}
        onConfirm={confirm}
        resend={() => resendCode.mutateAsync(registration.email)}
        onChangeAddress={() => {
          setDraftEmail(registration.email);
          setRegistration(null);
        }}
      />
    </AuthPage>
  );
}
