import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from './TextField';

interface Field {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

/** A password chosen under the pool's policy and its repetition, as every form asks for them. */
export function PasswordPairFields({
  label,
  password,
  confirmation,
}: {
  label: string;
  password: Field;
  confirmation: Field;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField
        label={label}
        hint={t('fields.passwordPolicy')}
        type="password"
        autoComplete="new-password"
        registration={password.registration}
        error={password.error}
      />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        registration={confirmation.registration}
        error={confirmation.error}
      />
    </>
  );
}
