import { useTranslation } from 'react-i18next';
import { newPasswordFormSchema } from '../utils/schemas';
import { useIdentityForm } from '../hooks/use-identity-form';
import { IdentityForm } from './IdentityForm';
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
  const identity = useIdentityForm(
    newPasswordFormSchema,
    { password: '', confirmPassword: '' },
    { onSubmit: ({ password }) => onSubmit(password), fieldFor: { invalidPassword: 'password' } },
  );

  return (
    <IdentityForm form={identity} submitLabel={submitLabel}>
      <PasswordPairFields
        label={t('fields.newPassword')}
        password={identity.field('password')}
        confirmation={identity.field('confirmPassword')}
      />
    </IdentityForm>
  );
}
