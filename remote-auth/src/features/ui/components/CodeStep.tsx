import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { identityErrorKind } from '@harmo/shared';
import { codeFormSchema } from '../api/schemas';
import { errorMessageKey, useValidationText } from '../hooks/use-messages';
import { formSubmitHandler, useZodForm } from '../hooks/use-zod-form';
import { FormAlert } from './FormAlert';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';

/**
 * A six-digit code: texted (SMS MFA), from the authenticator app (TOTP MFA, TOTP setup), or
 * e-mailed. A wrong or expired code is reported at the field; anything else above the form.
 */
export function CodeStep({
  label,
  hint,
  submitLabel,
  autoComplete = 'one-time-code',
  onSubmit,
}: {
  label: string;
  hint?: string | undefined;
  submitLabel: string;
  autoComplete?: string;
  onSubmit: (code: string) => Promise<void>;
}) {
  const { t } = useTranslation('auth');
  const text = useValidationText();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useZodForm(codeFormSchema, { code: '' });
  const { errors, isSubmitting } = form.formState;

  const submit = formSubmitHandler(
    form.handleSubmit(async ({ code }) => {
      setAlert(null);
      try {
        await onSubmit(code);
      } catch (error) {
        const kind = identityErrorKind(error);
        if (kind === 'codeMismatch' || kind === 'expiredCode') {
          form.setError('code', { message: errorMessageKey(error) }, { shouldFocus: true });
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
        label={label}
        hint={hint}
        inputMode="numeric"
        autoComplete={autoComplete}
        maxLength={12}
        registration={form.register('code')}
        error={text(errors.code?.message)}
      />
      <SubmitButton busy={isSubmitting} busyLabel={t('common.sending')}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
