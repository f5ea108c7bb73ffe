import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormAlert,
  SubmitButton,
  TextField,
  errorMessageKey,
  signInFormSchema,
  useValidationText,
  formSubmitHandler,
  useZodForm,
} from '../../ui';

/** E-mail and password, the first step of the password sign-in. */
export function CredentialsForm({
  defaultEmail,
  onSubmit,
}: {
  defaultEmail: string;
  onSubmit: (email: string, password: string) => Promise<void>;
}) {
  const { t } = useTranslation('auth');
  const text = useValidationText();
  const [alert, setAlert] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const form = useZodForm(signInFormSchema, { email: defaultEmail, password: '' });
  const { errors, isSubmitting } = form.formState;

  const submit = formSubmitHandler(
    form.handleSubmit(async ({ email, password }) => {
      setAlert(null);
      try {
        await onSubmit(email, password);
      } catch (error) {
        setAlert(t(errorMessageKey(error)));
      }
    }),
  );

  return (
    <form className="harmo-form" noValidate onSubmit={submit} data-testid="sign-in-form">
      <FormAlert>{alert}</FormAlert>
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        registration={form.register('email')}
        error={text(errors.email?.message)}
      />
      <TextField
        label={t('fields.password')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        registration={form.register('password')}
        error={text(errors.password?.message)}
      />
      <label className="harmo-checkbox">
        <input
          type="checkbox"
          checked={showPassword}
          onChange={(event) => setShowPassword(event.target.checked)}
        />
        {t('fields.showPassword')}
      </label>
      <SubmitButton busy={isSubmitting} busyLabel={t('signIn.submitting')}>
        {t('signIn.submit')}
      </SubmitButton>
    </form>
  );
}
