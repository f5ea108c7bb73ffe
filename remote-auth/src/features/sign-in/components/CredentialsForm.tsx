import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  IdentityForm,
  TextField,
  loadSignInFormSchema,
  useNativeIdentityForm,
  EmailField,
} from '../../ui';

/**
 * E-mail and password, the first step of the password sign-in. The first screen of most visits:
 * its form does without react-hook-form (`useNativeIdentityForm`), and its schema loads when the
 * person starts on it.
 */
export function CredentialsForm({
  defaultEmail,
  onSubmit,
}: {
  defaultEmail: string;
  onSubmit: (email: string, password: string) => Promise<void>;
}) {
  const { t } = useTranslation('auth');
  const [showPassword, setShowPassword] = useState(false);
  const identity = useNativeIdentityForm(
    loadSignInFormSchema,
    { email: defaultEmail, password: '' },
    { onSubmit: ({ email, password }) => onSubmit(email, password) },
  );

  return (
    <IdentityForm
      form={identity}
      submitLabel={t('signIn.submit')}
      busyLabel={t('signIn.submitting')}
      testId="sign-in-form"
    >
      <EmailField field={identity.field('email')} />
      <TextField
        label={t('fields.password')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        {...identity.field('password')}
      />
      <label className="harmo-checkbox">
        <input
          type="checkbox"
          checked={showPassword}
          onChange={(event) => setShowPassword(event.target.checked)}
        />
        {t('fields.showPassword')}
      </label>
    </IdentityForm>
  );
}
