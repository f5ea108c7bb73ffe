import { useTranslation } from 'react-i18next';
import { notify, useSessionStore } from '@harmo/shared';
import { IdentityForm, PersonFields, upgradeFormSchema, useIdentityForm } from '../../ui';
import { useUpdateProfile } from '../api/update-profile';

const schema = upgradeFormSchema();

/** The account's own name, kana, birth date and gender, as the notebook shows them. */
export function ProfileForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation('auth');
  const user = useSessionStore((s) => s.user);
  const update = useUpdateProfile();
  const identity = useIdentityForm(
    schema,
    {
      name: user?.name ?? '',
      kana: user?.kana ?? '',
      birthDate: user?.birthDate ?? '',
      gender: user?.gender,
    },
    {
      onSubmit: async (profile) => {
        await update.mutateAsync(profile);
        notify.success(t('account.profile.saved'));
        onSaved();
      },
    },
  );
  return (
    <IdentityForm form={identity} submitLabel={t('account.profile.submit')}>
      <PersonFields field={identity.field} />
    </IdentityForm>
  );
}
