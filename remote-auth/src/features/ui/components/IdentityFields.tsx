import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './TextField';

type FieldBinding = Pick<TextFieldProps, 'registration' | 'error'>;

/** The e-mail address of a sign-in form: the address keyboard, and the browser's saved address. */
export function EmailField({
  field,
  autoComplete = 'username',
}: {
  field: FieldBinding;
  /** `username` where it names an existing account, `email` where a new one is registered. */
  autoComplete?: 'username' | 'email';
}) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('fields.email')}
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      {...field}
    />
  );
}

/** A code sent by e-mail or SMS or shown by an authenticator: digits, filled in by the phone. */
export function CodeField({
  field,
  label,
  hint,
  autoComplete = 'one-time-code',
}: {
  field: FieldBinding;
  label?: string;
  hint?: string | undefined;
  autoComplete?: string;
}) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={label ?? t('fields.code')}
      hint={hint}
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={12}
      {...field}
    />
  );
}
