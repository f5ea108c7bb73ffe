import { useTranslation } from 'react-i18next';
import { notify } from '@harmo/shared';
import {
  IdentityForm,
  PasswordPairFields,
  TextField,
  passwordChangeFormSchema,
  useIdentityForm,
} from '../../ui';
import { useChangePassword } from '../api/change-password';

/** ChangePassword: the current password, then the new one twice. This browser stays signed in. */
export function PasswordChange({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation('auth');
  const passwordChange = useChangePassword();
  const identity = useIdentityForm(
    passwordChangeFormSchema,
    { currentPassword: '', password: '', confirmPassword: '' },
    {
      onSubmit: async ({ currentPassword, password }) => {
        await passwordChange.mutateAsync({ currentPassword, password });
        notify.success(t('account.password.changed'));
        onChanged();
      },
      fieldFor: {
        incorrectCredentials: 'currentPassword',
        invalidPassword: 'password',
      },
    },
  );
  return (
    <IdentityForm form={identity} submitLabel={t('account.password.submit')}>
      <TextField
        label={t('account.password.current')}
        type="password"
        autoComplete="current-password"
        {...identity.field('currentPassword')}
      />
      <PasswordPairFields
        label={t('fields.newPassword')}
        password={identity.field('password')}
        confirmation={identity.field('confirmPassword')}
      />
    </IdentityForm>
  );
}
