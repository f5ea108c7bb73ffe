import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { identityErrorKind } from '@harmo/shared';
import { newPasswordFormSchema } from '../api/schemas';
import { errorMessageKey, useValidationText } from '../hooks/use-messages';
import { formSubmitHandler, useZodForm } from '../hooks/use-zod-form';
import { FormAlert } from './FormAlert';
import { SubmitButton } from './SubmitButton';
import { PasswordPairFields } from './PasswordPairFields';

/** A new password and its repetition, checked against the pool's policy before sending. */
export function NewPasswordFields({
  submitLabel,
  onSubmit,
}: {
  submitLabel: string;
  onSubmit: (password: string) => Promise<void>;
}) {
  const { t } = useTranslation('auth');
  const text = useValidationText();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useZodForm(newPasswordFormSchema, { password: '', confirmPassword: '' });
  const { errors, isSubmitting } = form.formState;

  const submit = formSubmitHandler(
    form.handleSubmit(async ({ password }) => {
      setAlert(null);
      try {
        await onSubmit(password);
      } catch (error) {
        if (identityErrorKind(error) === 'invalidPassword') {
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
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
